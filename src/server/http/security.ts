import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { Failure } from '../services/failure';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether an unsafe API request may come from where it says it comes from: a browser's cross-site
 * request is refused (Sec-Fetch-Site), and an Origin header, when present, must be the public
 * origin or the origin the request itself was addressed to. Clients that send neither (curl,
 * server-to-server) pass; a browser always sends Origin on unsafe requests.
 */
export function isSameOriginRequest(request: FastifyRequest, publicOrigin: string): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return false;
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  return origin === publicOrigin || origin === `${request.protocol}://${request.host}`;
}

/**
 * Whether a request is for the API: by the route it matched or by its decoded path. The router
 * decodes '/%61pi/login' to the /api/login route, and the same-origin rule must not be that easy to
 * step around; unmatched /api paths (answered by the SPA's catch-all) count too.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  const raw = request.url.split('?')[0] ?? '';
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // A malformed escape: judge the raw path.
  }
  return [request.routeOptions.url ?? '', decoded].some((path) => path === '/api' || path.startsWith('/api/'));
}

/**
 * Security headers on every response (helmet: a strict CSP without inline code, HSTS only for an
 * https public URL, nosniff, COOP, Referrer-Policy, frame denial) and, on /api/*, no caching and
 * the same-origin rule for unsafe methods (403 forbidden).
 */
export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        ...(config.secure ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Pictures come from the provider's image host, which sends no CORP header.
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: config.secure ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
  });

  app.addHook('onRequest', async (request, reply) => {
    if (!isApiRequest(request)) return;
    reply.header('cache-control', 'no-store');
    if (!SAFE_METHODS.has(request.method) && !isSameOriginRequest(request, config.publicOrigin)) throw Failure.forbidden();
  });
}
