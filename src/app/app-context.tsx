import { createContext, use, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { FirstViewState } from '../contract/first-view';
import type { localeSwitchMachine } from '../features/shell/locale-switch.machine';
import type { CookieJar } from '../ports/cookie-jar';
import type { KeyValueStore } from '../ports/key-value-store';
import type { Navigator } from '../ports/navigator';
import type { PageLinks } from '../ports/page-links';
import type { PasskeyAuthenticator } from '../ports/passkey-authenticator';
import type { AppContainer } from './container';
import type { sessionMachine } from './session.machine';

export type SessionActor = ActorRefFrom<typeof sessionMachine>;

/** What app-level wiring (pages, shell) reads; feature views never see it. */
export interface AppServices {
  /** The composition root, loaded after the first paint (on /login once the form has shown). */
  container: Promise<AppContainer>;
  /** Adapters made at boot (the container binds the same ones): the login form works with them before the container has loaded. */
  early: { navigator: Navigator; authenticator: PasskeyAuthenticator; cookies: CookieJar; pageLinks: PageLinks };
  session: SessionActor;
  localeSwitch: ActorRefFrom<typeof localeSwitchMachine>;
  store: KeyValueStore;
  /** The id of the build this page runs. */
  buildId: string;
  /** The state the server rendered this page's first view with (signed-in pages), which the first render starts from. */
  firstView?: FirstViewState | null;
  /** Whether this App renders HTML (on a server, or hydrating it in the browser) rather than rendering afresh. */
  fromHtml?: boolean;
  /** The buttons tapped on the first page's server HTML before it hydrated, to tap again once it has (ReplayEarlyTaps). */
  earlyTaps?: HTMLElement[];
}

export const AppContext = createContext<AppServices | null>(null);

export function useApp(): AppServices {
  const services = useContext(AppContext);
  if (!services) throw new Error('useApp outside <App>');
  return services;
}

/** The container; suspends the caller until it has loaded. */
export function useContainer(): AppContainer {
  return use(useApp().container);
}
