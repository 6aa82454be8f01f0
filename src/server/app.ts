import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { Database } from './db/schema';
import type { WriteCount } from './db/write-count';
import { registerClientApp } from './http/client-app';
import { registerApiDescription } from './http/api-description/api-description-routes';
import { recordRoutes } from './http/api-description/route-list';
import { registerApiCompression } from './http/compression';
import { AnswerSerializers, registerAnswerSerializers } from './http/answer-serializers';
import { registerQueryCount } from './http/query-count-header';
import { QueryCounter } from './db/query-counter';
import { registerControlCharacterCheck } from './http/control-characters';
import { registerErrorHandler } from './http/errors';
import { ipRateLimit } from './throttling/ip-rate-limit';
import { EventStreams, type EventStreamsOptions } from './http/event-streams';
import { features } from './http/features';
import { registerHealthRoutes } from './http/health-routes';
import type { RouteContext } from './http/route-context';
import { registerSecurity } from './http/security';
import { registerSessionGuard } from './http/session-guard';
import type { CodeDelivery } from './integrations/code-delivery';
import { type EventBus, inProcessBus } from './integrations/event-bus';
import { type PgNotifyTiming, pgNotifyBus } from './integrations/pg-notify-bus';
import { webPushSender } from './integrations/push-sender';
import { inProcessInvalidation, pgInvalidation } from './integrations/session-invalidation';
import { smtpEmail } from './integrations/smtp-email';
import { snsTextMessages } from './integrations/sns-text-messages';
import { type Clock, systemClock } from './services/clock';
import { codeKeyOf } from './services/code-key';
import { createCoreServices } from './services/core-services';
import { MessageOutbox, OUTBOX_TIMING, type OutboxTiming, type Providers } from './services/message-outbox';
import { redactUrl } from './log-redaction';
import { Failure } from './services/failure';
import { jsonNestingExceeds } from './http/json-depth';
import { RateLimiter } from './throttling/rate-limiter';
import { HealthService } from './services/health-service';
import { SessionCache } from './services/session-cache';
import { SystemService } from './services/system-service';
import { ReadCache } from './services/read-cache';
import { SESSION_CACHE_MS, SESSION_IDLE_MS } from './services/session-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live event streams this instance holds. */
    eventStreams: EventStreams;
    /** The outbox every message leaves through, and its worker. */
    outbox: MessageOutbox;
  }
}

export interface AppOptions {
  readonly config: Config;
  readonly db: Kysely<Database>;
  /** The database's write count, when only this process writes to it (PGlite: db/write-count.ts). */
  readonly writes?: WriteCount;
  /** Replaces the configured providers of both channels, in demo mode too (tests). */
  readonly delivery?: CodeDelivery;
  /** The outbox's retry timing (tests shorten it). */
  readonly outboxTiming?: Partial<OutboxTiming>;
  /** Replaces the system clock (tests move time). */
  readonly clock?: Clock;
  /** Fastify logger options; defaults to JSON logs at config.logLevel with secrets redacted. */
  readonly logger?: FastifyServerOptions['logger'];
  /**
   * Replaces the event bus. By default an instance on DATABASE_URL listens through PostgreSQL
   * (LISTEN/NOTIFY, shared by all instances); on PGlite the bus is in-process.
   */
  readonly events?: EventBus;
  /** Live event stream timing and limits (tests shorten the heartbeat). */
  readonly liveEvents?: Partial<EventStreamsOptions>;
  /** Reconnect and self-check timing of the PostgreSQL event bus (tests shorten them). */
  readonly eventsTiming?: Partial<PgNotifyTiming>;
  /** Every JSON answer must match its contract schema, or the request fails (tests; http/answer-serializers.ts). */
  readonly checkAnswers?: boolean;
}

/**
 * Live event streams: a heartbeat every 25 s (which also re-checks the sessions), renewed with the
 * session's idle timeout, 64 kB of backlog at most; how many per session and address is configured.
 */
const LIVE_EVENTS = {
  heartbeatMs: 25_000,
  maxAgeMs: SESSION_IDLE_MS,
  maxBufferedBytes: 64 * 1024,
};

/**
 * Secrets pino replaces in every log line: session cookies and, should a body or credentials object
 * ever be logged, passwords and tokens. (Request bodies are not logged; codes are never logged,
 * except by the demo outbox under its own key.)
 */
const REDACT = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'password',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.token',
  '*.sessionToken',
];

/** Fastify's request serializer, with secret link tokens taken out of the URL (log-redaction.ts). */
function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The deepest nesting a JSON body may have (a replay's DOM snapshot needs far less). */
export const MAX_JSON_DEPTH = 200;

/** JSON logs at the configured level with secrets redacted; `stream` replaces stdout (tests). */
export function loggerOptions(config: Config, stream?: { write(line: string): void }): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: { paths: REDACT, censor: '[redacted]' },
    serializers: { req: requestForLog },
    ...(stream ? { stream } : {}),
  };
}

/**
 * Where messages go from the outbox: in demo mode only into the demo mailbox (nothing goes out);
 * otherwise e-mail over SMTP and text messages through Amazon SNS, each when configured. A channel
 * without a provider refuses its messages (ChannelUnavailable: 503 delivery_unavailable).
 */
function configuredProviders(config: Config): Providers | 'demo' {
  if (config.demoMode) return 'demo';
  return {
    email: config.smtp ? smtpEmail(config.smtp) : null,
    sms: config.sms ? snsTextMessages({ senderId: config.sms.senderId }) : null,
  };
}

/**
 * Builds the portal server (not yet listening): security headers, the API, the demo pages in demo
 * mode and the built SPA. Tests drive it with `app.inject`.
 */
export async function createApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  // In demo mode every statement is counted per request, for the bench (http/query-count-header.ts);
  // a production server does not pay for a count it never tells.
  const db = config.demoMode ? options.db.withPlugin(new QueryCounter()) : options.db;
  const clock = options.clock ?? systemClock;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    // Fastify accepts a hop count at runtime; its type declaration omits numbers.
    trustProxy: (Array.isArray(config.trustProxy) ? [...config.trustProxy] : config.trustProxy) as boolean | string[],
    bodyLimit: 64 * 1024,
  });

  // An empty body with a JSON content type counts as "no body" (e.g. logout), not as broken JSON.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    if (jsonNestingExceeds(text, MAX_JSON_DEPTH)) return done(Failure.badRequest('invalid_request'), undefined);
    parseJson(request, text, done);
  });

  registerErrorHandler(app);
  registerControlCharacterCheck(app);
  await registerSecurity(app, config);
  registerApiCompression(app);
  if (config.demoMode) registerQueryCount(app);
  await app.register(cookie);

  const providers = options.delivery ? { email: options.delivery, sms: options.delivery } : configuredProviders(config);
  const outbox = new MessageOutbox(db, clock, providers, app.log, { ...OUTBOX_TIMING, ...options.outboxTiming });
  const ownsBus = options.events === undefined;
  const events =
    options.events ??
    (config.databaseUrl
      ? await pgNotifyBus({ url: config.databaseUrl, db, log: app.log, ...(options.eventsTiming ? { timing: options.eventsTiming } : {}) })
      : inProcessBus((error) => app.log.error({ err: error }, 'live event listener failed')));
  const pushSender = webPushSender({ subject: config.push.subject, allowPrivateEndpoints: config.push.allowPrivateEndpoints });
  const invalidation = config.databaseUrl ? pgInvalidation({ url: config.databaseUrl, db, log: app.log }) : inProcessInvalidation();
  const sessionCache = { cache: new SessionCache(SESSION_CACHE_MS), invalidation };
  const codeKey = await codeKeyOf(config);
  const core = createCoreServices({
    db,
    clock,
    messages: outbox,
    events,
    pushSender,
    push: config.push,
    log: app.log,
    codesPerAccountPerHour: config.codesPerAccountPerHour,
    codeKey,
    sessionCache,
  });
  const hsts = config.secure ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {};
  const streams = new EventStreams({ ...LIVE_EVENTS, maxPerSession: config.liveStreams.perSession, maxPerIp: config.liveStreams.perAddress, headers: hsts, ...options.liveEvents }, (ids) => core.sessions.liveIds(ids));
  const unsubscribe = events.subscribe((message) => {
    if (message.kind === 'notification') streams.deliver(message.event);
    else if (message.kind === 'sessionsEnded') streams.endSessions(message.ended);
    else streams.resync();
  });
  app.decorate('eventStreams', streams);
  app.decorate('outbox', outbox);
  // The worker runs while the server listens (tests that only inject call tick() themselves).
  app.addHook('onListen', async () => outbox.start());
  let stopping = false;
  // Open streams would keep the server from closing: end them first, then stop sending. Readiness
  // answers 503 from here on.
  app.addHook('preClose', async () => {
    stopping = true;
    streams.closeAll();
  });
  app.addHook('onClose', async () => {
    unsubscribe();
    await core.push.drain();
    pushSender.close();
    await outbox.stop();
    if (providers !== 'demo') {
      providers.email?.close?.();
      if (providers.sms !== providers.email) providers.sms?.close?.();
    }
    await invalidation.close();
    if (ownsBus) await events.close();
  });
  const answers = new AnswerSerializers(options.checkAnswers ?? false);
  registerAnswerSerializers(app, answers);
  const context: RouteContext = {
    ...core,
    config,
    db,
    clock,
    codeKey,
    messages: outbox,
    events,
    log: app.log,
    requireSession: registerSessionGuard(app, config, core.sessions),
    authRateLimit: ipRateLimit(new RateLimiter(db, clock), config.loginRateLimitPerMinute),
    streams,
    readCache: new ReadCache(db, options.writes ? { writes: options.writes } : {}),
    answers,
  };
  const routes = recordRoutes(app);
  registerHealthRoutes(app, new HealthService(db, events), () => stopping);
  // Each slice is its own plugin: it builds its service from the context (see http/features.ts).
  for (const feature of features) await app.register(feature, context);
  registerApiDescription(app, config, routes);
  const system = new SystemService(db, config.demoMode);
  await registerClientApp(app, config.clientDir, {
    sourceMaps: config.demoMode,
    redirectFor: async (path) => (await system.redirect(path)).target,
  });
  return app;
}
