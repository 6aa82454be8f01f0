import type { ServiceIdentifier } from 'inversify';
import type { KyInstance } from 'ky';
import type { AccountGateway } from '../ports/account-gateway';
import type { AuthGateway } from '../ports/auth-gateway';
import type { DashboardGateway } from '../ports/dashboard-gateway';
import type { DemoGateway } from '../ports/demo-gateway';
import type { InboxGateway } from '../ports/inbox-gateway';
import type { ReservationsGateway } from '../ports/reservations-gateway';
import type { CookieJar } from '../ports/cookie-jar';
import type { EventStream } from '../ports/event-stream';
import type { KeyValueStore } from '../ports/key-value-store';
import type { MessagesLoader } from '../ports/messages-loader';
import type { Navigator } from '../ports/navigator';
import type { PageLocation } from '../ports/page-location';
import type { PushSubscriber } from '../ports/push-subscriber';
import type { SupportGateway } from '../ports/support-gateway';
import type { SystemGateway } from '../ports/system-gateway';
import type { PasskeyAuthenticator } from '../ports/passkey-authenticator';
import type { PasskeyGateway, StepUpGateway } from '../ports/passkey-gateway';
import type { ProfileSettingsGateway } from '../ports/profile-settings-gateway';
import type { RecoveryGateway } from '../ports/recovery-gateway';

const token = <T>(name: string) => Symbol.for(`portal.${name}`) as ServiceIdentifier<T>;

/** The typed binding map: one token per port, resolved only in app/. */
export const TOKENS = {
  http: token<KyInstance>('http'),
  auth: token<AuthGateway>('auth'),
  account: token<AccountGateway>('account'),
  support: token<SupportGateway>('support'),
  reservations: token<ReservationsGateway>('reservations'),
  dashboard: token<DashboardGateway>('dashboard'),
  inbox: token<InboxGateway>('inbox'),
  push: token<PushSubscriber>('push'),
  demo: token<DemoGateway>('demo'),
  system: token<SystemGateway>('system'),
  messages: token<MessagesLoader>('messages'),
  store: token<KeyValueStore>('store'),
  cookies: token<CookieJar>('cookies'),
  events: token<EventStream>('events'),
  location: token<PageLocation>('location'),
  navigator: token<Navigator>('navigator'),
  recovery: token<RecoveryGateway>('recovery'),
  passkeys: token<PasskeyGateway>('passkeys'),
  stepUp: token<StepUpGateway>('stepUp'),
  authenticator: token<PasskeyAuthenticator>('authenticator'),
  profileSettings: token<ProfileSettingsGateway>('profileSettings'),
} as const;
