import { useLingui } from '@lingui/react';
import type { ActiveSession } from '../../contract/sessions';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { EmptyState } from '../../ui/empty-state';
import * as styles from '../../ui/page-form.css';
import { loadFailed, type QueryLike, QueryState } from '../../ui/query-state';
import { Stack } from '../../ui/stack';

export interface ActiveSessionsViewProps {
  sessions: QueryLike<{ sessions: readonly ActiveSession[] }>;
  onSignOutOthers: () => void;
  /** The sign-out is under way / how it ended (null: not tried yet). */
  signingOut: boolean;
  outcome: { ended: number } | Error | null;
  formatDate: (iso: string) => string;
}

const sessionsLoadFailed = loadFailed(/*i18n*/ { id: 'sessions.loadFailed', message: 'Your sessions could not be loaded.' });

/** /profile/sessions: where the account is signed in (ASVS 7.5.2), and signing out every other device. */
export function ActiveSessionsView({ sessions, onSignOutOthers, signingOut, outcome, formatDate }: ActiveSessionsViewProps) {
  const { i18n } = useLingui();
  return (
    <>
      <h1 className={styles.heading} tabIndex={-1}>
        {i18n._({ id: 'sessions.title', message: 'Where you are signed in' })}
      </h1>
      <p className={styles.lead}>
        {i18n._({ id: 'sessions.lead', message: 'These browsers are signed in to your account. If you do not recognise one, sign out the other devices and change your password.' })}
      </p>
      <div aria-live="polite">
        {outcome instanceof Error ? (
          <Alert tone="danger">{i18n._({ id: 'sessions.signOutFailed', message: 'The other devices could not be signed out. Please try again.' })}</Alert>
        ) : outcome ? (
          <Alert tone="success">{i18n._({ id: 'sessions.signedOut', message: '{count, plural, =0 {No other device was signed in.} one {# other device was signed out.} other {# other devices were signed out.}}', values: { count: outcome.ended } })}</Alert>
        ) : null}
      </div>
      <QueryState query={sessions} skeleton="list" loading={i18n._({ id: 'common.loading', message: 'Loading…' })} errorOf={sessionsLoadFailed}>
        {({ sessions }) => (
          <>
            {sessions.length === 0 ? (
              <EmptyState title={i18n._({ id: 'sessions.empty', message: 'No active sessions' })} />
            ) : (
              <Stack as="ul" gap="sm" aria-label={i18n._({ id: 'sessions.list', message: 'Your active sessions' })}>
                {sessions.map((session) => (
                  <Card as="li" padding="md" key={`${session.createdAt}-${session.device ?? ''}-${session.current}`}>
                    <Stack gap="sm">
                      <h2 className={styles.lead}>
                        {session.device ?? i18n._({ id: 'sessions.unknownDevice', message: 'An unknown browser' })}
                        {session.current && ` (${i18n._({ id: 'sessions.current', message: 'this device' })})`}
                      </h2>
                      <p>
                        {i18n._({ id: 'sessions.started', message: 'Signed in {date}', values: { date: formatDate(session.createdAt) } })}
                        {' · '}
                        {i18n._({ id: 'sessions.lastSeen', message: 'Last active {date}', values: { date: formatDate(session.lastSeenAt) } })}
                      </p>
                    </Stack>
                </Card>
              ))}
            </Stack>
            )}
            {sessions.some((session) => !session.current) && (
              <div className={styles.form}>
                <Button type="button" loading={signingOut} onClick={onSignOutOthers}>
                  {i18n._({ id: 'sessions.signOutOthers', message: 'Sign out all other devices' })}
                </Button>
              </div>
            )}
          </>
        )}
      </QueryState>
    </>
  );
}
