import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import type { InstallBannerState, MobileOs } from '../../../src/domain/install-banner';
import { type InstallBannerEvent, installBannerMachine } from '../../../src/features/install-banner/install-banner.machine';
import { InstallBanner } from '../../../src/features/install-banner/install-banner.view';
import { renderWithI18n } from '../../support/i18n';

async function show(userAgentInfo: MobileOs) {
  const log: string[] = [];
  const actor = createActor(
    installBannerMachine.provide({
      actors: {
        loadState: fromPromise<InstallBannerState>(async () => ({ closedAtMs: null, dismissedPermanently: false, isStandalone: false, userAgentInfo, nowMs: Date.parse('2026-11-23T10:00:00Z') })),
        promptAvailability: fromCallback<InstallBannerEvent>(({ sendBack }) => sendBack({ type: 'prompt.available' })),
        showPrompt: fromPromise<'accepted' | 'dismissed'>(async () => (log.push('prompt'), 'accepted')),
        recordClose: fromPromise<void>(async () => void log.push('close')),
        recordDismissal: fromPromise<void>(async () => void log.push('dismiss')),
      },
    }),
  ).start();
  renderWithI18n(<InstallBanner actor={actor} />);
  await act(async () => {});
  return { actor, log };
}

describe('install banner view', () => {
  it('offers the browser prompt on Android; installing removes the banner', async () => {
    const { log } = await show({ os: 'android', major: 14 });
    const banner = screen.getByRole('region', { name: 'Install the Owner Portal' });
    expect(banner.textContent).toContain('even where there is no signal');
    expect(screen.queryByRole('list')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Install' }));
    expect(log).toEqual(['prompt']);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('shows iOS owners the two steps to add the portal to the home screen, without an install button', async () => {
    const { log } = await show({ os: 'ios', major: 17 });
    const steps = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(steps).toEqual(['Tap the Share button ', 'Choose “Add to Home Screen”.']);
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(log).toEqual(['close']);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('"Do not ask again" records the permanent dismissal', async () => {
    const { log } = await show({ os: 'android', major: 12 });
    await userEvent.click(screen.getByRole('button', { name: 'Do not ask again' }));
    expect(log).toEqual(['dismiss']);
  });

  it('shows nothing where the rule hides it', async () => {
    await show({ os: 'android', major: 10 });
    expect(screen.queryByRole('region')).toBeNull();
  });
});
