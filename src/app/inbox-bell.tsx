import { InboxBell as Bell } from '../features/inbox/inbox-bell.view';
import { inboxModule } from './modules/inbox.module';
import { useModules } from './use-modules';

/** The header's inbox bell (it reads the inbox port through usePort); a lazy chunk of its own (see layout.tsx). */
export default function InboxBell() {
  useModules(inboxModule);
  return <Bell />;
}
