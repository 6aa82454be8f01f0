import type { SnapshotFrom } from 'xstate';
import type { SessionView } from './route-guard';
import type { sessionMachine } from './session.machine';

/** The guard's view of the session actor's snapshot. */
export function toSessionView(snapshot: SnapshotFrom<typeof sessionMachine>): SessionView {
  const { profile, cameFromTwoFactor } = snapshot.context;
  if (snapshot.matches({ anonymous: 'checking' }) || snapshot.matches({ anonymous: 'unavailable' })) return { status: 'checking' };
  if (profile === null) return { status: 'loggedOut' };
  return {
    status: 'loggedIn',
    userID: profile.userID,
    requireNewPassword: profile.requireNewPassword,
    permissions: profile.permissions,
    cameFromTwoFactor,
  };
}

/** Equal views (useSelector's comparison, so a new snapshot with the same view renders nothing). */
export function sameSessionView(a: SessionView, b: SessionView): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
