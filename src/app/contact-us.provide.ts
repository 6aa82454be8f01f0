import { fromPromise } from 'xstate';
import { contactUsMachine } from '../features/contact/contact-us.machine';
import { contactPort } from '../ports/contact-gateway';
import { navigatorPort } from '../ports/navigator';
import type { Wiring } from './use-provided-actor';

/** The contact-us form over the contact port; the result pages are routes of their own. */
export function provideContactUs({ ports }: Wiring, _args: object) {
  const navigator = ports.get(navigatorPort);
  const contact = ports.get(contactPort);
  return contactUsMachine.provide({
    actors: { send: fromPromise(({ input }) => contact.send(input)) },
    actions: {
      showSuccess: () => navigator.go('/contact-us/success'),
      showError: () => navigator.go('/contact-us/error'),
    },
  });
}
