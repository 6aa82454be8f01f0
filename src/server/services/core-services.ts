import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Messages } from './message-outbox';
import type { EventBus } from '../integrations/event-bus';
import type { PushSender } from '../integrations/push-sender';
import type { SessionInvalidation } from '../integrations/session-invalidation';
import type { Log } from '../log';
import type { Clock } from './clock';
import { NotificationService } from './notification-service';
import { PushService } from './push-service';
import { SecondFactorLimits } from '../throttling/second-factor-limits';
import { SecondFactorService } from './second-factor-service';
import type { SessionCache } from './session-cache';
import { SessionService } from './session-service';

/**
 * The services several slices share, one instance each per server: sessions (the guard, login,
 * password change), the second factor (login and future step-up checks), notifications (any
 * slice may notify an owner) and the push delivery behind them. Every other service belongs to
 * its slice's routes plugin.
 */
export interface CoreServices {
  readonly sessions: SessionService;
  readonly secondFactor: SecondFactorService;
  /** The per-account bounds of every code: wrong guesses and messages per hour. */
  readonly codeLimits: SecondFactorLimits;
  readonly notifications: NotificationService;
  readonly push: PushService;
}

export function createCoreServices(deps: {
  db: Kysely<Database>;
  clock: Clock;
  messages: Messages;
  events: EventBus;
  pushSender: PushSender;
  push: { readonly allowPrivateEndpoints: boolean; readonly serviceHosts: readonly string[] };
  log: Log;
  /** Code messages (logins, resends, step-ups, contact and payment changes) per account and hour. */
  codesPerAccountPerHour: number;
  /** The key of the stored codes' HMACs. */
  codeKey: Buffer;
  /** Recently used sessions kept in memory, and how ended sessions leave every instance's cache. */
  sessionCache?: { cache: SessionCache; invalidation: SessionInvalidation };
}): CoreServices {
  const { db, clock, log } = deps;
  const sessions = new SessionService(db, clock, deps.events, deps.sessionCache?.cache, deps.sessionCache?.invalidation);
  const push = new PushService(db, clock, deps.pushSender, deps.push, log);
  const codeLimits = new SecondFactorLimits(db, clock, deps.codesPerAccountPerHour);
  return {
    sessions,
    secondFactor: new SecondFactorService(db, clock, deps.messages, sessions, codeLimits, deps.codeKey),
    codeLimits,
    notifications: new NotificationService(db, clock, deps.events, push, log),
    push,
  };
}
