import { fromPromise } from 'xstate';
import { twoFactorContactMachine } from '../features/two-factor-contact/two-factor-contact.machine';
import { navigatorPort } from '../ports/navigator';
import { supportPort } from '../ports/support-gateway';
import type { Wiring } from './use-provided-actor';

/** The "no code arrived" form over the support port; the result pages are routes of their own. */
export function provideTwoFactorContact({ ports }: Wiring) {
  const navigator = ports.get(navigatorPort);
  const support = ports.get(supportPort);
  return twoFactorContactMachine.provide({
    actors: { sendRequest: fromPromise(({ input }) => support.twoFactorContact(input)) },
    actions: {
      showSuccess: () => navigator.go('/2fa/contact-us/success'),
      showError: () => navigator.go('/2fa/contact-us/error'),
    },
  });
}
