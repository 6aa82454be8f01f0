import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { type FormEvent, useState } from 'react';
import { type PayoutSchedule, PayoutSchedules } from '../../domain/enumerations';
import { nextPayoutDay } from '../../domain/payout-schedule';
import type { ActorRefFrom } from 'xstate';
import { formatDay } from '../../i18n/format';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Cluster } from '../../ui/cluster';
import { Stack } from '../../ui/stack';
import type { paymentScheduleChangeMachine, ScheduleChangeProblem } from './payment-schedule-change.machine';
import { scheduleText } from './payment-texts';
import * as styles from './payments.css';

export type ScheduleChange = ActorRefFrom<typeof paymentScheduleChangeMachine>;

const problems: Record<ScheduleChangeProblem, MessageDescriptor> = {
  unchanged: /*i18n*/ { id: 'payments.change.unchanged', message: 'This is your schedule already. Please choose another one.' },
  too_many_requests: /*i18n*/ { id: 'payments.change.tooMany', message: 'You made several changes in a short time. Please try again later.' },
  failed: /*i18n*/ { id: 'payments.change.failed', message: 'Nothing was changed. Please try again.' },
};

/** The problem of the choose and confirm steps, if any. */
function ScheduleProblem({ problem }: { problem: ScheduleChangeProblem | null }) {
  const { i18n } = useLingui();
  return problem ? <Alert tone={problem === 'too_many_requests' ? 'warning' : 'danger'}>{i18n._(problems[problem])}</Alert> : null;
}

/** The schedules an owner can choose here (UtoringPayment is arranged with the partner, not in the portal). */
const CHOOSABLE = PayoutSchedules.filter((schedule) => schedule !== 'UtoringPayment');

/** Step 1: choose a schedule other than the current one. */
export function ScheduleChooseStep({ change, onDone }: { change: ScheduleChange; onDone: () => void }) {
  const { i18n } = useLingui();
  const { current, problem } = useSelector(change, (s) => s.context);
  const [choice, setChoice] = useState<PayoutSchedule | null>(current === 'UtoringPayment' ? null : current);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (choice) change.send({ type: 'schedule.choose', schedule: choice });
  };
  return (
    <Stack as="form" gap="md" onSubmit={submit} aria-labelledby="schedule-step-choose">
      <h3 id="schedule-step-choose">{i18n._({ id: 'payments.change.step1', message: 'Step 1 of 3: choose a payout schedule' })}</h3>
      <fieldset className={styles.radioList}>
        <legend>{i18n._({ id: 'payments.schedule', message: 'Payout schedule' })}</legend>
        {CHOOSABLE.map((schedule) => (
          <label key={schedule} className={styles.radio}>
            <input type="radio" name="schedule" value={schedule} checked={choice === schedule} onChange={() => setChoice(schedule)} />
            {scheduleText(i18n, schedule)}
          </label>
        ))}
      </fieldset>
      <ScheduleProblem problem={problem} />
      <Cluster>
        <Button type="submit" disabled={!choice}>
          {i18n._({ id: 'payments.change.continue', message: 'Continue' })}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          {i18n._({ id: 'payments.change.cancel', message: 'Cancel' })}
        </Button>
      </Cluster>
    </Stack>
  );
}

/** Step 2: what changes and from when; confirming sends the code. */
export function ScheduleConfirmStep({ change, today }: { change: ScheduleChange; today: string }) {
  const { i18n } = useLingui();
  const { current, chosen, problem } = useSelector(change, (s) => s.context);
  const busy = useSelector(change, (s) => s.hasTag('busy'));
  const first = chosen ? nextPayoutDay(chosen, today) : null;
  const row = (term: string, value: string) => (
    <div className={styles.definition}>
      <dt className={styles.definitionTerm}>{term}</dt>
      <dd className={styles.definitionValue}>{value}</dd>
    </div>
  );
  return (
    <Stack gap="md" aria-labelledby="schedule-step-confirm" as="section">
      <h3 id="schedule-step-confirm">{i18n._({ id: 'payments.change.step2', message: 'Step 2 of 3: check the change' })}</h3>
      <dl className={styles.definitionList}>
        {row(i18n._({ id: 'payments.change.from', message: 'Now' }), scheduleText(i18n, current))}
        {row(i18n._({ id: 'payments.change.to', message: 'New' }), scheduleText(i18n, chosen))}
        {row(
          i18n._({ id: 'payments.change.when', message: 'In effect' }),
          first
            ? i18n._({ id: 'payments.change.whenText', message: 'From tomorrow; the first payout under the new schedule is on {date}.', values: { date: formatDay(first, i18n.locale) } })
            : i18n._({ id: 'payments.change.whenNoDate', message: 'From tomorrow; payouts then follow your stays or your requests.' }),
        )}
      </dl>
      <p className={styles.note}>{i18n._({ id: 'payments.change.codeHint', message: 'To confirm, we send you a code.' })}</p>
      <ScheduleProblem problem={problem} />
      <Cluster>
        <Button onClick={() => change.send({ type: 'schedule.confirm' })} loading={busy}>
          {i18n._({ id: 'payments.change.sendCode', message: 'Send me the code' })}
        </Button>
        <Button variant="secondary" onClick={() => change.send({ type: 'schedule.back' })} disabled={busy}>
          {i18n._({ id: 'payments.change.back', message: 'Back' })}
        </Button>
      </Cluster>
    </Stack>
  );
}
