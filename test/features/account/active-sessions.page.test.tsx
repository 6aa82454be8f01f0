import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ActiveSessions as ActiveSessionsPage } from '../../../src/app/pages/active-sessions.page';
import type { ActiveSession } from '../../../src/contract/sessions';
import { type SessionsGateway, sessionsPort } from '../../../src/ports/sessions-gateway';
import { expectLoadingErrorRetry, failsOnce } from '../../support/query-state-steps';
import { port, renderPage } from '../../support/render-page';

const here: ActiveSession = { device: 'Chrome · Android', createdAt: '2026-11-26T08:00:00.000Z', lastSeenAt: '2026-11-26T09:00:00.000Z', current: true };
const laptop: ActiveSession = { device: 'Firefox · Windows', createdAt: '2026-11-25T08:00:00.000Z', lastSeenAt: '2026-11-25T20:00:00.000Z', current: false };

function gateway(sessions: ActiveSession[]): SessionsGateway & { signedOut: number } {
  let list = sessions;
  const fake = {
    signedOut: 0,
    list: async () => ({ sessions: list }),
    signOutOthers: async () => {
      fake.signedOut++;
      const ended = list.filter((session) => !session.current).length;
      list = list.filter((session) => session.current);
      return { ended };
    },
  };
  return fake;
}

describe('/profile/sessions', () => {
  it('lists the sessions, marks this device, and signs out the others', async () => {
    const fake = gateway([here, laptop]);
    renderPage(<ActiveSessionsPage />, { ports: [port(sessionsPort, fake)] });
    const list = await screen.findByRole('list', { name: 'Your active sessions' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('heading', { name: 'Chrome · Android (this device)' })).toBeTruthy();
    expect(within(list).getByRole('heading', { name: 'Firefox · Windows' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out all other devices' }));
    expect(await screen.findByText('1 other device was signed out.')).toBeTruthy();
    expect(fake.signedOut).toBe(1);
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Your active sessions' })).getAllByRole('listitem')).toHaveLength(1));
    // Nothing left to sign out: the button goes.
    expect(screen.queryByRole('button', { name: 'Sign out all other devices' })).toBeNull();
  });

  it('announces loading, says when the list could not be loaded, and loads it again on request', async () => {
    const steps = failsOnce({ sessions: [here] });
    const fake: SessionsGateway = { list: steps.answer, signOutOthers: async () => ({ ended: 0 }) };
    renderPage(<ActiveSessionsPage />, { ports: [port(sessionsPort, fake)] });
    expect(screen.getByRole('heading', { level: 1, name: 'Where you are signed in' })).toBeTruthy();
    await expectLoadingErrorRetry(steps, { loading: 'Loading…', error: 'Your sessions could not be loaded.' }, () => screen.findByRole('heading', { name: 'Chrome · Android (this device)' }));
  });
});
