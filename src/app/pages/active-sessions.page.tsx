import { useLingui } from '@lingui/react';
import { ActiveSessionsView } from '../../features/account/active-sessions.view';
import { useActiveSessions } from '../../features/account/use-active-sessions';
import { formatInstant } from '../../i18n/format';
import { sessionsModule } from '../modules/sessions.module';
import { useModules } from '../use-modules';

/** The sessions list over the sessions port (tests bind a fake port). */
export function ActiveSessions() {
  const { i18n } = useLingui();
  const { query, signOutOthers } = useActiveSessions();
  return (
    <ActiveSessionsView
      sessions={query}
      onSignOutOthers={() => signOutOthers.mutate()}
      signingOut={signOutOthers.isPending}
      outcome={signOutOthers.isError ? signOutOthers.error : (signOutOthers.data ?? null)}
      formatDate={(iso) => formatInstant(iso, i18n.locale)}
    />
  );
}

/** /profile/sessions: where the account is signed in. */
export default function ActiveSessionsPage() {
  useModules(sessionsModule);
  return <ActiveSessions />;
}
