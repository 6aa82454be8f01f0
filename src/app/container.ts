import { Container } from 'inversify';
import { BrowserPageLocation } from '../adapters/browser-page-location';
import { BrowserPushSubscriber } from '../adapters/browser-push-subscriber';
import { EventSourceStream } from '../adapters/event-source-stream';
import { KyAccountGateway } from '../adapters/ky-account-gateway';
import { KyAuthGateway } from '../adapters/ky-auth-gateway';
import { createHttp, type HttpOptions } from '../adapters/ky-http';
import { KyDashboardGateway } from '../adapters/ky-dashboard-gateway';
import { KyDemoGateway } from '../adapters/ky-demo-gateway';
import { KyInboxGateway } from '../adapters/ky-inbox-gateway';
import { KyReservationsGateway } from '../adapters/ky-reservations-gateway';
import { KySupportGateway } from '../adapters/ky-support-gateway';
import { KySystemGateway } from '../adapters/ky-system-gateway';
import { BrowserPasskeyAuthenticator } from '../adapters/browser-passkey-authenticator';
import { KyPasskeyGateway, KyStepUpGateway } from '../adapters/ky-passkey-gateway';
import { KyProfileSettingsGateway } from '../adapters/ky-profile-settings-gateway';
import { KyRecoveryGateway } from '../adapters/ky-recovery-gateway';
import type { CookieJar } from '../ports/cookie-jar';
import type { KeyValueStore } from '../ports/key-value-store';
import type { MessagesLoader } from '../ports/messages-loader';
import type { Navigator } from '../ports/navigator';
import { TOKENS } from './tokens';

export interface ContainerOptions extends HttpOptions {
  /** Adapters the boot needed before the container was loaded, bound as they are. */
  early: { messages: MessagesLoader; store: KeyValueStore; cookies: CookieJar; navigator: Navigator };
}

/**
 * The composition root. No decorators (esbuild emits no metadata) and jitless (the CSP allows
 * no eval). Loaded after the first paint: main.tsx boots with the few adapters it needs at once.
 */
export function createContainer({ early, ...http }: ContainerOptions): Container {
  const container = new Container({ defaultScope: 'Singleton', jitless: true });
  container.bind(TOKENS.http).toConstantValue(createHttp(http));
  container.bind(TOKENS.auth).toResolvedValue((ky) => new KyAuthGateway(ky), [TOKENS.http]);
  container.bind(TOKENS.account).toResolvedValue((ky) => new KyAccountGateway(ky), [TOKENS.http]);
  container.bind(TOKENS.support).toResolvedValue((ky) => new KySupportGateway(ky), [TOKENS.http]);
  container.bind(TOKENS.system).toResolvedValue((ky) => new KySystemGateway(ky), [TOKENS.http]);
  container.bind(TOKENS.reservations).toResolvedValue((ky) => new KyReservationsGateway(ky), [TOKENS.http]);
  container.bind(TOKENS.dashboard).toResolvedValue((ky) => new KyDashboardGateway(ky), [TOKENS.http]);
  container.bind(TOKENS.inbox).toResolvedValue((ky) => new KyInboxGateway(ky), [TOKENS.http]);
  container.bind(TOKENS.push).toResolvedValue((ky) => new BrowserPushSubscriber(ky), [TOKENS.http]);
  container.bind(TOKENS.demo).toResolvedValue((ky) => new KyDemoGateway(ky), [TOKENS.http]);
  container.bind(TOKENS.messages).toConstantValue(early.messages);
  container.bind(TOKENS.store).toConstantValue(early.store);
  container.bind(TOKENS.cookies).toConstantValue(early.cookies);
  container.bind(TOKENS.events).toConstantValue(new EventSourceStream());
  container.bind(TOKENS.location).toConstantValue(new BrowserPageLocation());
  container.bind(TOKENS.navigator).toConstantValue(early.navigator);
  container.bind(TOKENS.recovery).toResolvedValue((ky) => new KyRecoveryGateway(ky), [TOKENS.http]);
  container.bind(TOKENS.passkeys).toResolvedValue((ky) => new KyPasskeyGateway(ky), [TOKENS.http]);
  container.bind(TOKENS.stepUp).toResolvedValue((ky) => new KyStepUpGateway(ky), [TOKENS.http]);
  container.bind(TOKENS.authenticator).toConstantValue(new BrowserPasskeyAuthenticator());
  container.bind(TOKENS.profileSettings).toResolvedValue((ky) => new KyProfileSettingsGateway(ky), [TOKENS.http]);
  return container;
}
