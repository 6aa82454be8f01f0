import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { useSearch } from 'wouter';
import { fromPromise } from 'xstate';
import { safeReturnPath } from '../../domain/return-path';
import { taxIdMachine } from '../../features/tax-id/tax-id.machine';
import { TaxIdView } from '../../features/tax-id/tax-id.view';
import { useApp, useContainer } from '../app-context';
import { TOKENS } from '../tokens';

export default function TaxIdPage() {
  const { session } = useApp();
  const container = useContainer();
  const returnTo = safeReturnPath(new URLSearchParams(useSearch()).get('rdu')) ?? '/';
  const machine = useMemo(() => {
    const account = container.get(TOKENS.account);
    return taxIdMachine.provide({
      actors: {
        loadRecords: fromPromise(() => account.taxLegalData()),
        saveTaxIds: fromPromise(({ input }) => account.saveTaxIds(input)),
      },
      actions: {
        leave: () => {
          session.send({ type: 'profile.changed' });
          container.get(TOKENS.navigator).go(returnTo, { replace: true });
        },
      },
    });
  }, [container, session, returnTo]);
  const taxId = useActorRef(machine);
  return <TaxIdView taxId={taxId} />;
}
