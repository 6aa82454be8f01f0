import { Container } from 'inversify';
import { createHttp, type HttpOptions } from '../adapters/ky-http';
import { cookiesPort, type CookieJar } from '../ports/cookie-jar';
import { storePort, type KeyValueStore } from '../ports/key-value-store';
import { loginAttemptsPort, type LoginAttemptStore } from '../ports/login-attempt-store';
import { messagesPort, type MessagesLoader } from '../ports/messages-loader';
import { navigatorPort, type Navigator } from '../ports/navigator';
import { type PageLinks, pageLinksPort } from '../ports/page-links';
import type { PortResolver } from '../ports/port-key';
import { sliceModules } from './modules';
import { httpKey } from './modules/port-module';

export interface ContainerOptions extends HttpOptions {
  /** Adapters the boot needed before the container was loaded, bound as they are. */
  early: { messages: MessagesLoader; store: KeyValueStore; cookies: CookieJar; navigator: Navigator; pageLinks: PageLinks; attempts: LoginAttemptStore };
}

/**
 * The composition root: the one ky instance, the boot's early adapters, then each slice's module
 * (./modules.ts). No decorators (esbuild emits no metadata) and jitless (the CSP allows no eval).
 * Loaded after the first paint: main.tsx boots with the few adapters it needs at once.
 */
export function createContainer({ early, ...http }: ContainerOptions): PortResolver {
  const container = new Container({ defaultScope: 'Singleton', jitless: true });
  container.bind(httpKey).toConstantValue(createHttp(http));
  container.bind(messagesPort).toConstantValue(early.messages);
  container.bind(storePort).toConstantValue(early.store);
  container.bind(cookiesPort).toConstantValue(early.cookies);
  container.bind(navigatorPort).toConstantValue(early.navigator);
  container.bind(pageLinksPort).toConstantValue(early.pageLinks);
  container.bind(loginAttemptsPort).toConstantValue(early.attempts);
  container.load(...sliceModules);
  // Typed by the key: each port key carries the interface of what is bound to it.
  return { get: (key) => container.get(key) };
}
