import { stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiError } from '../../contract/api-error';
import { SIGNED_IN_COOKIE } from '../../contract/cookies';
import { FIRST_VIEW_READS_HEADER, firstViewReadsHeader } from '../../contract/offline-copies';
import { parseConsent } from '../../domain/consent';
import { CONSENT_KEY } from '../../domain/constants';
import { chooseEncoding, compressAnswer, varyOnEncoding } from './compression';
import { firstViewPages } from './first-view-page';
import { loadFirstViews } from './first-views';
import { requestLocale } from './request-locale';
import { loadRouteShells } from './route-shells';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything not content-hashed must be revalidated (ETag / Last-Modified) before use. */
const REVALIDATE = 'no-cache';

/** Prefixes that never fall back to the SPA: APIs, demo pages and build output. */
const NO_FALLBACK_PREFIXES = ['/api/', '/_demo/', '/assets/', '/_i18n/'];
/** A request for one of these is for a missing file, not for an SPA route (which may contain dots: HR2731.100.1). */
const FILE_EXTENSION = /\.(?:m?js|css|map|json|webmanifest|png|jpe?g|gif|svg|ico|webp|avif|woff2?|ttf|txt|xml|ics|pdf|zip)$/i;

/** Cache-Control of a built file, by its path inside the client folder. */
export function cacheControlFor(relativePath: string): string {
  return relativePath.split(path.sep).join('/').startsWith('assets/') ? IMMUTABLE : REVALIDATE;
}

/** Whether a request not matched by any route is a page of the SPA (history fallback to index.html). */
export function isSpaRoute(request: Pick<FastifyRequest, 'method' | 'url'>): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  if (pathname === '/api' || NO_FALLBACK_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return false;
  // Dot segments (/.env, /.git/…) are never app routes; the static server ignores such files too.
  return !FILE_EXTENSION.test(pathname) && !pathname.includes('/.');
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/**
 * 103 Early Hints: the shell's scripts, CSS and catalog, which the browser can fetch while the
 * answer is still on its way (Chrome acts on them over HTTP/2 and later). Never to an HTTP/1.0
 * client, which does not know informational answers. Node takes one link per value (no lists).
 */
function sendEarlyHints(request: FastifyRequest, reply: FastifyReply, links: readonly string[]) {
  if (links.length === 0 || request.raw.httpVersionMajor < 1 || (request.raw.httpVersionMajor === 1 && request.raw.httpVersionMinor === 0)) return;
  reply.writeEarlyHints({ link: [...links] });
}

/**
 * Lets the CSP (security.ts, set for every answer) allow exactly the inline `<style>` blocks (the
 * critical CSS) or `<script>` (first-view-page.ts) of this answer, by their hashes: no other runs.
 */
function allowInline(reply: FastifyReply, directive: 'style-src' | 'script-src', hashes: readonly string[]) {
  const policy = reply.getHeader('content-security-policy');
  if (hashes.length === 0 || typeof policy !== 'string') return;
  const sources = hashes.map((hash) => `'${hash}'`).join(' ');
  reply.header('content-security-policy', policy.replace(new RegExp(`(^|;)(\\s*${directive} [^;]*)`), `$1$2 ${sources}`));
}

export interface ClientAppOptions {
  sourceMaps?: boolean;
  /** The server redirect of a page's path (spec 2), asked before the page is served. */
  redirectFor?: (path: string) => Promise<string | null>;
}

/**
 * Serves the built SPA from `clientDir`: hashed assets cached for a year, everything else
 * (index.html, sw.js, build.json, the manifest, the compiled catalogs) revalidated via ETag; the
 * build's brotli or gzip copy when the browser accepts it. SPA routes answer the HTML shell of
 * their first route (which preloads that route's chunks) with a Link header preloading the first
 * catalog. Whatever is left is a JSON 404 (`not_found`), also when the client is not built, as in
 * API tests. Source maps (the original sources) are served only when `sourceMaps` is set (demo
 * mode), never in production. A page whose path has a server redirect answers 302 to it.
 */
export async function registerClientApp(app: FastifyInstance, clientDir: string, options: ClientAppOptions = {}): Promise<void> {
  const indexFile = path.join(clientDir, 'index.html');
  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    wildcard: true,
    index: false,
    dotfiles: 'ignore',
    cacheControl: false,
    etag: true,
    lastModified: true,
    preCompressed: true,
    allowedPath: (pathName) => options.sourceMaps === true || !pathName.endsWith('.map'),
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', cacheControlFor(path.relative(clientDir, filePath)));
    },
  });

  const shells = await loadRouteShells(clientDir);
  const firstViews = await loadFirstViews(app, clientDir, app.log);
  const pageOf = firstViews ? firstViewPages(clientDir, firstViews.loaders) : null;
  const indexOrNotFound = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isSpaRoute(request)) return reply.code(404).send({ code: 'not_found' } satisfies ApiError);
    const pathname = request.url.split('?')[0] ?? '/';
    // Without the database the page still loads; the app asks again once it runs.
    const target = await options.redirectFor?.(pathname).catch(() => null);
    if (target) return reply.redirect(target, 302);
    if (await isFile(indexFile)) {
      const signedIn = request.cookies?.[SIGNED_IN_COOKIE] === '1';
      const consentDecided = parseConsent(request.cookies?.[CONSENT_KEY] ?? null).decided;
      const locale = requestLocale(request);
      const shell = shells.shellFor(request.url, signedIn, locale, consentDecided);
      // The shell depends on the signed-in and consent cookies; the preloaded catalog and a prerendered first view on the language;
      // the first view's reads header on the worker's navigation preload.
      reply.header('vary', 'cookie, accept-language, service-worker-navigation-preload');
      // A signed-in page comes with its first view, its data and its stylesheet in the HTML; what
      // it loads besides is not needed to paint, so it is neither hinted early nor preloaded first.
      const view = signedIn && firstViews && pageOf ? await firstViews.render(request, locale, consentDecided) : null;
      if (view && pageOf) {
        const page = await pageOf(shell.file, view, locale, shells.catalogUrls(locale, signedIn));
        // The installed app's service worker (its navigation preload says so) keeps offline copies
        // of the page's reads, which the browser did not make: it is told which to ask for.
        if (request.headers['service-worker-navigation-preload'] !== undefined) reply.header(FIRST_VIEW_READS_HEADER, firstViewReadsHeader(view.reads));
        allowInline(reply, 'style-src', [page.styleHash]);
        allowInline(reply, 'script-src', [page.scriptHash]);
        // The visitor's own data: kept by no shared cache, and asked for again on every visit.
        reply.header('cache-control', 'private, no-cache');
        reply.type('text/html; charset=utf-8');
        const encoding = chooseEncoding(request.headers['accept-encoding']);
        if (!encoding) return reply.code(200).send(page.html);
        varyOnEncoding(reply);
        return reply.code(200).header('content-encoding', encoding).send(compressAnswer(page.html, encoding));
      }
      const catalog = shell.deferred ? [] : shells.catalogLinks(locale, signedIn);
      sendEarlyHints(request, reply, [...shell.hints, ...catalog]);
      if (catalog.length > 0) reply.header('link', catalog.join(', '));
      allowInline(reply, 'style-src', shell.styleHashes);
      // A 404 carries no validators: a revalidation's 304 would keep the 404 status and lose the page.
      return reply.code(shell.status).sendFile(shell.file, shell.status === 200 ? {} : { etag: false, lastModified: false });
    }
    return reply.code(404).send({ code: 'not_found' } satisfies ApiError);
  };
  // '/' is the client folder itself, which the static handler refuses as a directory.
  app.get('/', indexOrNotFound);
  app.setNotFoundHandler(indexOrNotFound);
}
