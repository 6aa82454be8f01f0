import { type Kysely, sql } from 'kysely';

/**
 * An inbox card remembers the action the owner took on it (issue 17): what (`action_result`) and
 * when (`action_taken_at`), so a card opened again says "Renewal requested on …" instead of
 * offering the button once more. Renewal and contract cards answered before this migration kept
 * only `payload -> type -> handled`; they take the time of the stored renewal answer.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE notifications
      ADD COLUMN action_taken_at timestamptz,
      ADD COLUMN action_result text CHECK (action_result IN ('renewalRequested', 'offerRequested', 'surveyAnswered')),
      ADD CONSTRAINT notifications_action_taken CHECK ((action_taken_at IS NULL) = (action_result IS NULL))
  `.execute(db);
  await backfillAnsweredRenewals(db);
}

/** Renewal and contract cards answered before 0020 (payload `handled`) get their action from the stored answer. */
export async function backfillAnsweredRenewals(db: Kysely<any>): Promise<void> {
  await sql`
    UPDATE notifications AS n
    SET action_result = CASE n.payload -> n.type ->> 'handled' WHEN 'auto' THEN 'renewalRequested' ELSE 'offerRequested' END,
        action_taken_at = r.updated_at
    FROM accommodations AS a, contract_renewals AS r
    WHERE n.type IN ('renewal', 'contract')
      AND n.payload -> n.type ->> 'handled' IN ('auto', 'manual')
      AND a.code = n.payload -> n.type ->> 'accommodationCode'
      AND r.accommodation_id = a.id
      AND r.year::text = n.payload -> n.type ->> 'year'
      AND n.action_taken_at IS NULL
  `.execute(db);
}
