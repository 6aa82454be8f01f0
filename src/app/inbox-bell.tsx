import { InboxBell as Bell } from '../features/inbox/inbox-bell.view';

/** The header's inbox bell (it reads the inbox port through usePort); a lazy chunk of its own (see layout.tsx). */
export default function InboxBell() {
  return <Bell />;
}
