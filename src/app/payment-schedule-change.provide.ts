import { fromPromise } from 'xstate';
import { paymentScheduleChangeMachine } from '../features/payments/payment-schedule-change.machine';
import { confirmCodeMachine } from '../flows/confirm-code.machine';
import { paymentsPort } from '../ports/payments-gateway';
import type { Wiring } from './use-provided-actor';

/** The payout schedule change over the payments port; `onChanged` refreshes what shows the schedule. */
export function providePaymentScheduleChange({ ports }: Wiring, { onChanged }: { onChanged: () => void }) {
  const payments = ports.get(paymentsPort);
  return paymentScheduleChangeMachine.provide({
    actors: {
      requestCode: fromPromise(({ input }) => payments.requestScheduleChange(input.schedule)),
      confirmCode: confirmCodeMachine.provide({ actors: { verify: fromPromise(({ input }) => payments.verifyScheduleChange(input.changeId!, input.code)) } }),
    },
    actions: { changed: () => onChanged() },
  });
}
