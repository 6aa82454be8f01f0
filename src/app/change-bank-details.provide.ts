import { fromPromise } from 'xstate';
import { changeBankDetailsMachine } from '../features/payments/change-bank-details.machine';
import { confirmCodeMachine } from '../flows/confirm-code.machine';
import { paymentsPort } from '../ports/payments-gateway';
import type { Wiring } from './use-provided-actor';

/** The bank-details change over the payments port; `onChanged` refreshes what shows the payment data. */
export function provideChangeBankDetails({ ports }: Wiring, { onChanged }: { onChanged: () => void }) {
  const payments = ports.get(paymentsPort);
  return changeBankDetailsMachine.provide({
    actors: {
      requestCode: fromPromise(({ input }) => payments.requestBankChange(input)),
      confirmCode: confirmCodeMachine.provide({ actors: { verify: fromPromise(({ input }) => payments.verifyBankChange(input.changeId!, input.code)) } }),
      checkStatus: fromPromise(({ input }) => payments.bankChangeStatus(input)),
    },
    actions: { changed: () => onChanged() },
  });
}
