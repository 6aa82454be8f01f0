import { Container, type ContainerModule } from 'inversify';
import { createHttp, type HttpOptions } from '../adapters/ky-http';
import { cookiesPort, type CookieJar } from '../ports/cookie-jar';
import { storePort, type KeyValueStore } from '../ports/key-value-store';
import { loginAttemptsPort, type LoginAttemptStore } from '../ports/login-attempt-store';
import { messagesPort, type MessagesLoader } from '../ports/messages-loader';
import { navigatorPort, type Navigator } from '../ports/navigator';
import { authenticatorPort, type PasskeyAuthenticator } from '../ports/passkey-authenticator';
import { type PageLinks, pageLinksPort } from '../ports/page-links';
import type { PortResolver } from '../ports/port-key';
import { coreModules } from './modules';
import { httpKey } from './modules/port-module';

export interface ContainerOptions extends HttpOptions {
  /** Adapters the boot needed before the container was loaded, bound as they are. */
  early: {
    messages: MessagesLoader;
    store: KeyValueStore;
    cookies: CookieJar;
    navigator: Navigator;
    pageLinks: PageLinks;
    attempts: LoginAttemptStore;
    authenticator: PasskeyAuthenticator;
  };
}

/** The app's container: resolves ports, and binds a slice's module when its code arrives. */
export interface AppContainer extends PortResolver {
  /** Binds the modules not bound yet (a module is bound once, however often it is named). */
  load(...modules: readonly ContainerModule[]): void;
}

/**
 * The composition root: the one ky instance, the boot's early adapters and the core modules
 * (./modules.ts: what the sign-in flow and the guest pages need). Every other slice's module is
 * bound when a page or component of that slice first renders (`useModules`, ./use-modules.ts), so
 * its adapters travel in that slice's chunk and /login loads none of them.
 * No decorators (esbuild emits no metadata) and jitless (the CSP allows no eval).
 * Loaded after the first paint: main.tsx boots with the few adapters it needs at once (on /login,
 * only once the form has shown: the form renders and takes input with the early adapters).
 */
export function createContainer({ early, ...http }: ContainerOptions, modules: readonly ContainerModule[] = coreModules): AppContainer {
  const container = new Container({ defaultScope: 'Singleton', jitless: true });
  container.bind(httpKey).toConstantValue(createHttp(http));
  container.bind(messagesPort).toConstantValue(early.messages);
  container.bind(storePort).toConstantValue(early.store);
  container.bind(cookiesPort).toConstantValue(early.cookies);
  container.bind(navigatorPort).toConstantValue(early.navigator);
  container.bind(pageLinksPort).toConstantValue(early.pageLinks);
  container.bind(loginAttemptsPort).toConstantValue(early.attempts);
  container.bind(authenticatorPort).toConstantValue(early.authenticator);
  const bound = new Set<ContainerModule>();
  const load = (...modules: readonly ContainerModule[]) => {
    const fresh = modules.filter((module) => !bound.has(module));
    for (const module of fresh) bound.add(module);
    if (fresh.length > 0) container.load(...fresh);
  };
  load(...modules);
  // Typed by the key: each port key carries the interface of what is bound to it.
  return { get: (key) => container.get(key), load };
}

/**
 * The same container, made in two of the browser's tasks (`pause` ends one): binding and loading
 * inversify's code for the first time is ~15 ms, too long for one task on a phone (issue 23).
 */
export async function createContainerInTasks(options: ContainerOptions, pause: () => Promise<void>): Promise<AppContainer> {
  await pause();
  const container = createContainer(options, []);
  await pause();
  container.load(...coreModules);
  return container;
}
