import { type Kysely, sql } from 'kysely';

/** The stay kinds the reservation pages list (see repositories/reservations-repository.ts). */
const RESERVATION_KINDS = `kind IN ('Reservation', 'OwnerBooking', 'MyRent', 'HouseClosing')`;

/**
 * Reservations, dashboard, inbox, live events and web push:
 * - stays carry their account (kept by triggers from the accommodation), so one account's
 *   reservations are one ordered index range: a page of the agency's thousands of stays reads a
 *   dozen rows instead of sorting them all; a GiST index on (account, period) serves date overlaps;
 * - stays get the number of children (adults = pax - children, as the contract splits guests) and
 *   who canceled them (an owner booking removed twice by its owner answers 204 again);
 * - a sequence for reservation numbers the server creates (the demo seed uses 24,000,001 onwards);
 * - changes of stays seeded before this migration get the contract's shape (`current` values,
 *   guests as adults and children);
 * - feedback ratings, contract renewals, push subscriptions, server settings (the VAPID keys) and
 *   reference exchange rates for the dashboard's revenue figure;
 * - accounts get `push_enabled`, the owner's web push preference.
 */
const statements = [
  `ALTER TABLE accounts ADD COLUMN push_enabled boolean NOT NULL DEFAULT true`,

  `ALTER TABLE stays ADD COLUMN children smallint NOT NULL DEFAULT 0 CHECK (children >= 0)`,
  `ALTER TABLE stays ADD COLUMN canceled_by_account_id bigint REFERENCES accounts (id) ON DELETE SET NULL`,
  `CREATE SEQUENCE reservation_numbers START WITH 30000001`,

  // The stay's account is its accommodation's: set on insert, followed when a house changes hands.
  `ALTER TABLE stays ADD COLUMN account_id bigint`,
  `UPDATE stays SET account_id = accommodations.account_id FROM accommodations WHERE accommodations.id = stays.accommodation_id`,
  `ALTER TABLE stays ALTER COLUMN account_id SET NOT NULL`,
  `CREATE FUNCTION stays_set_account_id() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    SELECT account_id INTO NEW.account_id FROM accommodations WHERE id = NEW.accommodation_id;
    RETURN NEW;
  END
  $$`,
  `CREATE TRIGGER stays_set_account_id BEFORE INSERT OR UPDATE OF accommodation_id, account_id ON stays
    FOR EACH ROW EXECUTE FUNCTION stays_set_account_id()`,
  `CREATE FUNCTION accommodations_move_stays() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    UPDATE stays SET account_id = NEW.account_id WHERE accommodation_id = NEW.id;
    RETURN NULL;
  END
  $$`,
  `CREATE TRIGGER accommodations_move_stays AFTER UPDATE OF account_id ON accommodations
    FOR EACH ROW WHEN (OLD.account_id IS DISTINCT FROM NEW.account_id) EXECUTE FUNCTION accommodations_move_stays()`,

  // Reservation pages: one account, ordered by arrival or departure (then number), paged by LIMIT.
  `CREATE INDEX stays_reservations_arrival_idx ON stays (account_id, lower(period), res_no) WHERE ${RESERVATION_KINDS}`,
  `CREATE INDEX stays_reservations_departure_idx ON stays (account_id, upper(period), res_no) WHERE ${RESERVATION_KINDS}`,
  // Everything that asks "which stays of this account touch these days" (overlap filter, dashboard).
  `CREATE INDEX stays_account_period_idx ON stays USING gist (account_id, period)`,
  `CREATE INDEX notifications_unread_idx ON notifications (account_id) WHERE NOT is_read`,

  `UPDATE stays SET changes = (
    SELECT coalesce(jsonb_agg(
      jsonb_set(entry, '{changes}', (
        SELECT coalesce(jsonb_agg(
          CASE
            WHEN change ? 'current' THEN change
            WHEN change->>'type' = 'dates' THEN change || jsonb_build_object('current',
              jsonb_build_object('arrivalDate', lower(stays.period)::text, 'departureDate', upper(stays.period)::text))
            WHEN change->>'type' = 'pax' AND jsonb_typeof(change->'previous') = 'number' THEN jsonb_build_object(
              'type', 'pax',
              'previous', jsonb_build_object('adults', (change->>'previous')::int, 'children', 0),
              'current', jsonb_build_object('adults', stays.pax, 'children', 0))
            ELSE change
          END ORDER BY change_position), '[]'::jsonb)
        FROM jsonb_array_elements(CASE WHEN jsonb_typeof(entry->'changes') = 'array' THEN entry->'changes' ELSE '[]'::jsonb END)
          WITH ORDINALITY AS c(change, change_position)
      )) ORDER BY entry_position), '[]'::jsonb)
    FROM jsonb_array_elements(stays.changes) WITH ORDINALITY AS e(entry, entry_position)
  )
  WHERE jsonb_typeof(changes) = 'array' AND jsonb_array_length(changes) > 0`,

  // One score per account and day: a second answer the same day replaces the first.
  `CREATE TABLE ratings (
    account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    rated_on date NOT NULL,
    rating smallint NOT NULL CHECK (rating BETWEEN 0 AND 10),
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (account_id, rated_on)
  )`,

  `CREATE TABLE contract_renewals (
    accommodation_id bigint NOT NULL REFERENCES accommodations (id) ON DELETE CASCADE,
    year integer NOT NULL CHECK (year BETWEEN 2000 AND 2999),
    mode text NOT NULL CHECK (mode IN ('auto', 'manual')),
    account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (accommodation_id, year)
  )`,

  // The endpoint is the browser's capability URL: one row per endpoint, owned by the last account
  // that subscribed with it.
  `CREATE TABLE push_subscriptions (
    id bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    endpoint text NOT NULL UNIQUE CHECK (endpoint LIKE 'https://%' OR endpoint LIKE 'http://%'),
    p256dh text NOT NULL,
    auth text NOT NULL,
    expiration_time timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX push_subscriptions_account_idx ON push_subscriptions (account_id, updated_at)`,

  `CREATE TABLE server_settings (
    key text PRIMARY KEY,
    value jsonb NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,

  // Units of a currency per euro. Indicative values an operator keeps current; DKK is pegged to EUR.
  `CREATE TABLE exchange_rates (
    currency text PRIMARY KEY CHECK (currency ~ '^[A-Z]{3}$'),
    units_per_eur numeric(14, 6) NOT NULL CHECK (units_per_eur > 0),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `INSERT INTO exchange_rates (currency, units_per_eur) VALUES ('EUR', 1), ('DKK', 7.46), ('CHF', 0.94)`,
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
