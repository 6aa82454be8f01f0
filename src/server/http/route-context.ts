import type { FastifyPluginAsync, onRequestAsyncHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import type { EventBus } from '../integrations/event-bus';
import type { Log } from '../log';
import type { Clock } from '../services/clock';
import type { CoreServices } from '../services/core-services';
import type { Messages } from '../services/message-outbox';
import type { ReadCache } from '../services/read-cache';
import type { AnswerSerializers } from './answer-serializers';
import type { EventStreams } from './event-streams';
import type { SessionGuard } from './session-guard';

/**
 * What every feature's routes plugin gets: the infrastructure to build its own service from, the
 * shared guards, and the few services several slices share (sessions, second factor,
 * notifications, push). A slice's own service is built inside its plugin, never here.
 */
export interface RouteContext extends CoreServices {
  readonly config: Config;
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  /** The key of the stored codes' HMACs (services/code-key.ts). */
  readonly codeKey: Buffer;
  /**
   * The outbox codes and messages leave the server through (e-mail, text message; in demo mode
   * the demo mailbox, and nothing goes out).
   */
  readonly messages: Messages;
  /** Live events to every instance (a notification, a new booking…). */
  readonly events: EventBus;
  readonly log: Log;
  /** preHandler of logged-in routes. */
  readonly requireSession: SessionGuard;
  /** onRequest hook: the per-IP limit shared by login, verify, resend and the public 2FA form. */
  readonly authRateLimit: onRequestAsyncHookHandler;
  /** The live event streams held by this process. */
  readonly streams: EventStreams;
  /** Answers of the reservation lists and the overview, exact while the account's data stands (services/read-cache.ts). */
  readonly readCache: ReadCache;
  /** The compiled serializers of the JSON answers (answer-serializers.ts), for answers a route serializes itself. */
  readonly answers: AnswerSerializers;
}

/**
 * A feature slice's routes: a Fastify plugin that builds its service from the context and
 * registers its endpoints. List it once in ./features.ts.
 */
export type FeatureRoutes = FastifyPluginAsync<RouteContext>;
