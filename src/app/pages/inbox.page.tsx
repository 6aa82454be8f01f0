import { InboxProvider } from '../../features/inbox/inbox-context';
import { InboxView } from '../../features/inbox/inbox.view';
import { queryRoots } from '../../features/reservations/query-keys';
import { useContainer } from '../app-context';
import { DemoTools } from '../demo-tools';
import { PushSettings } from '../push-settings';
import { TOKENS } from '../tokens';

/** /inbox: the cards and the dialogs they open, under the portal's shared inbox query root. */
export default function InboxPage() {
  return (
    <InboxProvider gateway={useContainer().get(TOKENS.inbox)} queryRoot={queryRoots.inbox}>
      <InboxView
        settings={
          <>
            <PushSettings />
            <DemoTools />
          </>
        }
      />
    </InboxProvider>
  );
}
