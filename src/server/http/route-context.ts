import type { onRequestAsyncHookHandler } from 'fastify';
import type { Config } from '../config';
import type { Services } from '../services/create-services';
import type { EventStreams } from './event-streams';
import type { SessionGuard } from './session-guard';

/** What every routes file gets: configuration, services and the shared guards. */
export interface RouteContext {
  readonly config: Config;
  readonly services: Services;
  /** preHandler of logged-in routes. */
  readonly requireSession: SessionGuard;
  /** onRequest hook: the per-IP limit shared by login, verify, resend and the public 2FA form. */
  readonly authRateLimit: onRequestAsyncHookHandler;
  /** The live event streams held by this process. */
  readonly streams: EventStreams;
}
