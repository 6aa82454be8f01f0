import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { confirmCodeMachine } from '../../flows/confirm-code.machine';
import { formatDay } from '../../i18n/format';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { ChangeCodeStep } from './change-code-step.view';
import { scheduleText } from './payment-texts';
import { type ScheduleChange, ScheduleChooseStep, ScheduleConfirmStep } from './schedule-change-steps.view';

/** The three steps of a payout schedule change: choose, confirm what changes from when, enter the code. */
export function ScheduleChangeView({ change, today, onDone }: { change: ScheduleChange; today: string; onDone: () => void }) {
  const step = useSelector(change, (s) =>
    s.status === 'done' ? 'done' : s.matches('PaymentScheduleChange') ? 'choose' : s.matches('PaymentScheduleConfirmation') ? 'confirm' : 'code',
  );
  if (step === 'done') return <ScheduleChanged change={change} onDone={onDone} />;
  if (step === 'choose') return <ScheduleChooseStep change={change} onDone={onDone} />;
  if (step === 'confirm') return <ScheduleConfirmStep change={change} today={today} />;
  return <ScheduleCodeStep change={change} onDone={onDone} />;
}

function ScheduleChanged({ change, onDone }: { change: ScheduleChange; onDone: () => void }) {
  const { i18n } = useLingui();
  const result = useSelector(change, (s) => s.context.result);
  if (!result) return null;
  return (
    <Alert tone="success" title={i18n._({ id: 'payments.change.done', message: 'Your payout schedule is changed' })}>
      <p>
        {i18n._({
          id: 'payments.change.doneText',
          message: 'From {date} your payouts follow the schedule “{schedule}”.',
          values: { date: formatDay(result.effectiveFrom, i18n.locale), schedule: scheduleText(i18n, result.schedule) },
        })}
      </p>
      <Button variant="secondary" size="sm" onClick={onDone}>
        {i18n._({ id: 'payments.change.close', message: 'Close' })}
      </Button>
    </Alert>
  );
}

function ScheduleCodeStep({ change, onDone }: { change: ScheduleChange; onDone: () => void }) {
  const { i18n } = useLingui();
  const { sentTo, problem } = useSelector(change, (s) => s.context);
  const resending = useSelector(change, (s) => s.matches({ PaymentSchedule2fa: 'resending' }));
  const confirm = useSelector(change, (s) => s.children.confirmCode as ActorRefFrom<typeof confirmCodeMachine> | undefined);
  return (
    <ChangeCodeStep
      confirm={confirm}
      sentTo={sentTo}
      sendProblem={problem === 'unchanged' ? null : problem}
      resending={resending}
      onResend={() => change.send({ type: 'code.resend' })}
      heading={<h3 id="schedule-step-code">{i18n._({ id: 'payments.change.step3', message: 'Step 3 of 3: enter the code' })}</h3>}
    >
      {(usedUp) => (
        <>
          {usedUp && (
            <Button type="button" variant="secondary" onClick={() => change.send({ type: 'schedule.restart' })}>
              {i18n._({ id: 'payments.change.restart', message: 'Start again' })}
            </Button>
          )}
          <Button type="button" variant="secondary" onClick={onDone}>
            {i18n._({ id: 'payments.change.cancel', message: 'Cancel' })}
          </Button>
        </>
      )}
    </ChangeCodeStep>
  );
}
