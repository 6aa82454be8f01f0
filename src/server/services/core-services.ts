import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { CodeDelivery } from '../integrations/code-delivery';
import type { EventBus } from '../integrations/event-bus';
import type { PushSender } from '../integrations/push-sender';
import type { Log } from '../log';
import type { Clock } from './clock';
import { NotificationService } from './notification-service';
import { PushService } from './push-service';
import { SecondFactorService } from './second-factor-service';
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
  readonly notifications: NotificationService;
  readonly push: PushService;
}

export function createCoreServices(deps: {
  db: Kysely<Database>;
  clock: Clock;
  delivery: CodeDelivery;
  events: EventBus;
  pushSender: PushSender;
  push: { readonly allowPrivateEndpoints: boolean };
  log: Log;
}): CoreServices {
  const { db, clock, log } = deps;
  const sessions = new SessionService(db, clock);
  const push = new PushService(db, clock, deps.pushSender, deps.push, log);
  return {
    sessions,
    secondFactor: new SecondFactorService(db, clock, deps.delivery, sessions),
    notifications: new NotificationService(db, clock, deps.events, push, log),
    push,
  };
}
