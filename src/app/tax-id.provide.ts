import { fromPromise } from 'xstate';
import { taxIdMachine } from '../features/account/tax-id.machine';
import { accountPort } from '../ports/account-gateway';
import { navigatorPort } from '../ports/navigator';
import type { Wiring } from './use-provided-actor';

/** The tax-id form over the account port; leaving refreshes the profile and goes back to `returnTo`. */
export function provideTaxId({ ports, session }: Wiring, { returnTo, onSaved }: { returnTo: string; onSaved: () => void }) {
  const account = ports.get(accountPort);
  return taxIdMachine.provide({
    actors: {
      loadRecords: fromPromise(() => account.taxLegalData()),
      saveTaxIds: fromPromise(async ({ input }) => {
        const saved = await account.saveTaxIds(input);
        onSaved();
        return saved;
      }),
    },
    actions: {
      leave: () => {
        session.send({ type: 'profile.changed' });
        ports.get(navigatorPort).go(returnTo, { replace: true });
      },
    },
  });
}
