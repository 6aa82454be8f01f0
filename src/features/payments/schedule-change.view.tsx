import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { type FormEvent, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { type PayoutSchedule, PayoutSchedules } from '../../domain/enumerations';
import { nextPayoutDay } from '../../domain/payout-schedule';
import { formatDay } from '../../i18n/format';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Cluster } from '../../ui/cluster';
import { CodeField } from '../../ui/code-field';
import { Stack } from '../../ui/stack';
import type { paymentScheduleChangeMachine, ScheduleChangeProblem } from './payment-schedule-change.machine';
import { scheduleText } from './payment-texts';
import * as styles from './payments.css';

const problems: Record<ScheduleChangeProblem, MessageDescriptor> = {
  unchanged: /*i18n*/ { id: 'payments.change.unchanged', message: 'This is your schedule already. Please choose another one.' },
  tooMany: /*i18n*/ { id: 'payments.change.tooMany', message: 'You made several changes in a short time. Please try again later.' },
  wrongCode: /*i18n*/ { id: 'payments.change.wrongCode', message: 'This code is not correct. Please check it and try again.' },
  codeUsedUp: /*i18n*/ { id: 'payments.change.codeUsedUp', message: 'This code can no longer be used. Please start again to get a new one.' },
  failed: /*i18n*/ { id: 'payments.change.failed', message: 'Nothing was changed. Please try again.' },
};

/** The schedules an owner can choose here (UtoringPayment is arranged with the partner, not in the portal). */
const CHOOSABLE = PayoutSchedules.filter((schedule) => schedule !== 'UtoringPayment');

/** The three steps of a payout schedule change: choose, confirm what changes from when, enter the code. */
export function ScheduleChangeView({ change, today, onDone }: { change: ActorRefFrom<typeof paymentScheduleChangeMachine>; today: string; onDone: () => void }) {
  const { i18n } = useLingui();
  const snapshot = useSelector(change, (s) => s);
  const { context } = snapshot;
  const [choice, setChoice] = useState<PayoutSchedule | null>(context.current === 'UtoringPayment' ? null : context.current);
  const [code, setCode] = useState('');
  const busy = snapshot.hasTag('busy');
  const problem = context.problem ? (
    <Alert tone={context.problem === 'tooMany' || context.problem === 'codeUsedUp' ? 'warning' : 'danger'}>
      {i18n._(problems[context.problem])}
      {context.problem === 'wrongCode' && context.triesLeft !== null
        ? ` ${i18n._({ id: 'payments.change.triesLeft', message: 'Tries left: {count}', values: { count: context.triesLeft } })}`
        : ''}
    </Alert>
  ) : null;

  if (snapshot.status === 'done' && context.result) {
    return (
      <Alert tone="success" title={i18n._({ id: 'payments.change.done', message: 'Your payout schedule is changed' })}>
        <p>
          {i18n._({
            id: 'payments.change.doneText',
            message: 'From {date} your payouts follow the schedule “{schedule}”.',
            values: { date: formatDay(context.result.effectiveFrom, i18n.locale), schedule: scheduleText(i18n, context.result.schedule) },
          })}
        </p>
        <Button variant="secondary" size="sm" onClick={onDone}>
          {i18n._({ id: 'payments.change.close', message: 'Close' })}
        </Button>
      </Alert>
    );
  }

  if (snapshot.matches('PaymentScheduleChange')) {
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
        {problem}
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

  if (snapshot.matches('PaymentScheduleConfirmation')) {
    const chosen = context.chosen!;
    const first = nextPayoutDay(chosen, today);
    return (
      <Stack gap="md" aria-labelledby="schedule-step-confirm" as="section">
        <h3 id="schedule-step-confirm">{i18n._({ id: 'payments.change.step2', message: 'Step 2 of 3: check the change' })}</h3>
        <dl className={styles.definitionList}>
          <div className={styles.definition}>
            <dt className={styles.definitionTerm}>{i18n._({ id: 'payments.change.from', message: 'Now' })}</dt>
            <dd className={styles.definitionValue}>{scheduleText(i18n, context.current)}</dd>
          </div>
          <div className={styles.definition}>
            <dt className={styles.definitionTerm}>{i18n._({ id: 'payments.change.to', message: 'New' })}</dt>
            <dd className={styles.definitionValue}>{scheduleText(i18n, chosen)}</dd>
          </div>
          <div className={styles.definition}>
            <dt className={styles.definitionTerm}>{i18n._({ id: 'payments.change.when', message: 'In effect' })}</dt>
            <dd className={styles.definitionValue}>
              {first
                ? i18n._({
                    id: 'payments.change.whenText',
                    message: 'From tomorrow; the first payout under the new schedule is on {date}.',
                    values: { date: formatDay(first, i18n.locale) },
                  })
                : i18n._({ id: 'payments.change.whenNoDate', message: 'From tomorrow; payouts then follow your stays or your requests.' })}
            </dd>
          </div>
        </dl>
        <p className={styles.note}>{i18n._({ id: 'payments.change.codeHint', message: 'To confirm, we send you a code.' })}</p>
        {problem}
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.send({ type: 'code.submit', code });
  };
  return (
    <Stack as="form" gap="md" onSubmit={submit} aria-labelledby="schedule-step-code">
      <h3 id="schedule-step-code">{i18n._({ id: 'payments.change.step3', message: 'Step 3 of 3: enter the code' })}</h3>
      <p>
        {context.sentTo
          ? i18n._({ id: 'payments.change.sentTo', message: 'We sent a 6-digit code to {address}. It is valid for 10 minutes.', values: { address: context.sentTo } })
          : i18n._({ id: 'payments.change.sent', message: 'We sent you a 6-digit code. It is valid for 10 minutes.' })}
      </p>
      <CodeField label={i18n._({ id: 'payments.change.code', message: 'Code' })} value={code} onChange={(event) => setCode(event.target.value)} />
      {problem}
      <Cluster>
        {context.problem === 'codeUsedUp' ? (
          <Button type="button" onClick={() => change.send({ type: 'schedule.restart' })}>
            {i18n._({ id: 'payments.change.restart', message: 'Start again' })}
          </Button>
        ) : (
          <Button type="submit" loading={busy}>
            {i18n._({ id: 'payments.change.confirm', message: 'Confirm the change' })}
          </Button>
        )}
        <Button type="button" variant="secondary" onClick={onDone} disabled={busy}>
          {i18n._({ id: 'payments.change.cancel', message: 'Cancel' })}
        </Button>
      </Cluster>
    </Stack>
  );
}
