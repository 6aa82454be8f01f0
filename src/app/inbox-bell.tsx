import { InboxBell as Bell } from '../features/inbox/inbox-bell.view';
import { InboxProvider } from '../features/inbox/inbox-context';
import { queryRoots } from '../features/reservations/query-keys';
import { useContainer } from './app-context';
import { TOKENS } from './tokens';

/** The header's inbox bell wired to the inbox port; a lazy chunk of its own (see layout.tsx). */
export default function InboxBell() {
  return (
    <InboxProvider gateway={useContainer().get(TOKENS.inbox)} queryRoot={queryRoots.inbox}>
      <Bell />
    </InboxProvider>
  );
}
