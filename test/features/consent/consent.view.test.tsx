import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { type Consent, decidedConsent, UNDECIDED } from '../../../src/domain/consent';
import { consentMachine } from '../../../src/features/consent/consent.machine';
import { ConsentView } from '../../../src/features/consent/consent.view';
import { renderWithI18n } from '../../support/i18n';

function setup(consent: Consent = UNDECIDED) {
  const actor = createActor(
    consentMachine.provide({ actors: { storeLocal: fromPromise(async ({ input }) => decidedConsent(input.statistics, '2026-11-22T10:00:00.000Z')) } }),
    { input: { consent } },
  ).start();
  renderWithI18n(
    <>
      <main id="main">
        <h1 tabIndex={-1}>Sign in</h1>
      </main>
      <ConsentView actor={actor} />
    </>,
  );
  return actor;
}

describe('ConsentView', () => {
  it('shows the first-visit prompt with its three choices', () => {
    setup();
    const prompt = screen.getByRole('region', { name: 'Cookies and statistics' });
    for (const name of ['Accept all', 'Reject all', 'Choose']) expect(within(prompt).getByRole('button', { name })).toBeTruthy();
  });

  it('moves focus to the page heading when the prompt that had it goes away', async () => {
    const actor = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Reject all' }));
    await waitFor(() => expect(actor.getSnapshot().matches({ dialog: 'closed' })).toBe(true));
    expect(screen.queryByRole('region', { name: 'Cookies and statistics' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Sign in' })));
    expect(actor.getSnapshot().context.consent).toMatchObject({ decided: true, statistics: false });
  });

  it('leaves focus where it is when the consent was decided before (a page load moves no focus)', async () => {
    setup(decidedConsent(false, '2026-11-20T10:00:00.000Z'));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(document.activeElement).toBe(document.body);
  });

  it('"Choose" opens the settings with statistics off; saving with it ticked consents', async () => {
    const actor = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Choose' }));
    const checkbox = screen.getByRole('checkbox', { name: /Statistics/ });
    expect((checkbox as HTMLInputElement).checked).toBe(false);
    await userEvent.click(checkbox);
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(actor.getSnapshot().context.consent).toMatchObject({ decided: true, statistics: true }));
  });

  it('renders nothing for a visitor who has decided until the footer link opens the settings', async () => {
    const actor = setup(decidedConsent(true, '2026-11-20T10:00:00.000Z'));
    expect(screen.queryByRole('region', { name: 'Cookies and statistics' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /Statistics/ })).toBeNull();
    actor.send({ type: 'consent.open' });
    expect(((await screen.findByRole('checkbox', { name: /Statistics/ })) as HTMLInputElement).checked).toBe(true);
  });
});
