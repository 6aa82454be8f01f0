import { fromPromise } from 'xstate';
import type { ChangeAddressRequest, NotificationPreferences, SaveLegalRequest } from '../contract/account-settings';
import { changePhoneMachine } from '../features/account/change-phone.machine';
import { saveFormMachine } from '../features/account/save-form.machine';
import { profileSettingsPort, type ProfileSettingsGateway } from '../ports/profile-settings-gateway';
import { provideStepUp } from './passkeys.provide';
import type { Wiring } from './use-provided-actor';
import { confirmCodeMachine } from '../flows/confirm-code.machine';

/** What a profile form saves, through the settings port. */
export type ProfileSave =
  | { kind: 'address'; value: ChangeAddressRequest }
  | { kind: 'notifications'; value: NotificationPreferences }
  | { kind: 'secondaryEmail'; value: string }
  | { kind: 'removeSecondaryEmail' }
  | { kind: 'confirmSecondaryEmail'; value: string }
  | { kind: 'legal'; id: string; value: SaveLegalRequest };

function saveThrough(settings: ProfileSettingsGateway, save: ProfileSave): Promise<unknown> {
  switch (save.kind) {
    case 'address':
      return settings.changeAddress(save.value);
    case 'notifications':
      return settings.saveNotifications(save.value);
    case 'secondaryEmail':
      return settings.requestSecondaryEmail(save.value);
    case 'removeSecondaryEmail':
      return settings.removeSecondaryEmail();
    case 'confirmSecondaryEmail':
      return settings.confirmSecondaryEmail(save.value);
    case 'legal':
      return settings.saveLegal(save.id, save.value);
  }
}

/**
 * A profile form (address, notifications, secondary e-mail, legal data): saves through the
 * settings port, steps up when the server asks, and on success refreshes the profile everywhere.
 */
export function provideProfileForm({ ports, session }: Wiring, { changed }: { changed: { current: () => void } }) {
  const settings = ports.get(profileSettingsPort);
  return saveFormMachine.provide({
    actors: {
      save: fromPromise<void, unknown>(async ({ input }) => {
        await saveThrough(settings, input as ProfileSave);
      }),
      stepUp: provideStepUp(ports),
    },
    actions: {
      saved: () => {
        session.send({ type: 'profile.changed' });
        changed.current();
      },
    },
  });
}

/** /profile/change-phone: a step-up on the current channel when asked, a code to the new number, then the change. */
export function provideChangePhone({ ports, session }: Wiring, { changed }: { changed: { current: () => void } }) {
  const settings = ports.get(profileSettingsPort);
  return changePhoneMachine.provide({
    actors: {
      stepUp: provideStepUp(ports),
      sendCode: fromPromise(({ input }) => settings.startPhoneChange(input)),
      confirmCode: confirmCodeMachine.provide({ actors: { verify: fromPromise(({ input }) => settings.confirmPhoneChange(input.code)) } }),
    },
    actions: {
      changed: () => {
        session.send({ type: 'profile.changed' });
        changed.current();
      },
    },
  });
}
