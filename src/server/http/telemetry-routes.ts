import type { FastifyRequest } from 'fastify';
import { ConsentChoice } from '../../contract/consent';
import { ErrorReport, TelemetryBatch } from '../../contract/telemetry';
import { ERROR_REPORT_MAX_BYTES, TELEMETRY_MAX_BYTES } from '../../contract/telemetry-limits';
import { CONSENT_KEY } from '../../domain/constants';
import { parseConsent } from '../../domain/consent';
import { ConsentService } from '../services/consent-service';
import { Failure } from '../services/failure';
import { RateLimiter } from '../throttling/rate-limiter';
import { ERRORS_PER_IP_MINUTE, TELEMETRY_PER_IP_MINUTE } from '../throttling/telemetry-limits';
import { RETENTION_SWEEP_MS, TelemetryService } from '../services/telemetry-service';
import type { FeatureRoutes } from './route-context';
import { sessionOf } from './session-guard';
import { parseInput } from './validation';

/**
 * Consent per owner (contract telemetry.ts), and what the page sends: statistics collected with
 * consent and error reports. Both are open to visitors without a session (the login page counts
 * too), limited per IP before the body is read and by size (413), and stored here only.
 * Statistics need the visit's CONSENT cookie saying statistics=1 (403 otherwise).
 */
export const telemetryRoutes: FeatureRoutes = async (app, { db, clock, requireSession, log }) => {
  const consent = new ConsentService(db, clock);
  const limiter = new RateLimiter(db, clock);
  const telemetry = new TelemetryService(db, clock, limiter);
  const loggedIn = { preHandler: requireSession };
  // Retention holds even when nothing new arrives: a sweep once listening and every few hours.
  let sweeping: Promise<void> = Promise.resolve();
  const sweep = () => {
    sweeping = telemetry.forgetExpired().catch((error: unknown) => log.error({ err: error }, 'telemetry retention sweep failed'));
  };
  const sweeps = setInterval(sweep, RETENTION_SWEEP_MS);
  sweeps.unref();
  app.addHook('onReady', async () => sweep());
  app.addHook('onClose', async () => {
    clearInterval(sweeps);
    await sweeping;
  });
  // Own counters: these must not use up the IP's allowance for signing in (ip-rate-limit.ts).
  const perIp = (name: string, max: number) => async (request: FastifyRequest) => limiter.hit(`${name}:ip:${request.ip}`, { max, windowMs: 60_000 });

  app.get('/api/consent', loggedIn, async (request) => consent.stored(sessionOf(request).accountId));

  app.put('/api/consent', loggedIn, async (request) => consent.save(sessionOf(request).accountId, parseInput(ConsentChoice, request.body)));

  app.post('/api/telemetry', { bodyLimit: TELEMETRY_MAX_BYTES, onRequest: perIp('telemetry', TELEMETRY_PER_IP_MINUTE) }, async (request, reply) => {
    // Statistics only from a visit that consented: the page sends its CONSENT cookie along.
    if (!parseConsent(request.cookies[CONSENT_KEY] ?? null).statistics) throw Failure.forbidden();
    await telemetry.record(parseInput(TelemetryBatch, request.body));
    return reply.code(204).send();
  });

  app.post('/api/telemetry/errors', { bodyLimit: ERROR_REPORT_MAX_BYTES, onRequest: perIp('errors', ERRORS_PER_IP_MINUTE) }, async (request, reply) => {
    await telemetry.reportError(parseInput(ErrorReport, request.body));
    return reply.code(204).send();
  });
};
