import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { FirstView, FirstViewRequest, RenderFirstView } from '../../contract/first-view';
import { TIME_ZONE_COOKIE } from '../../contract/cookies';
import type { UiLocale } from '../../domain/enumerations';
import type { FirstViewLoaders } from './first-view-page';

/** Renders signed-in pages' first views with their data (issue 23 point 1). */
export interface FirstViews {
  /** The scripts a rendered page loads besides its own. */
  readonly loaders: FirstViewLoaders;
  /**
   * The first view of the page `request` asks for, as its visitor sees it; null when it has none
   * to render (no session, a page the client redirects away from, a render that failed: the plain
   * shell then loads and the client does the rest).
   */
  render(request: FastifyRequest, locale: UiLocale, consentDecided: boolean): Promise<RenderedFirstView | null>;
}

/** A first view and the API reads its render answered (path and query, in the order asked). */
export interface RenderedFirstView extends FirstView {
  readonly reads: readonly string[];
}

type Catalog = FirstViewRequest['messages'];

/**
 * Loads the build's renderer (dist/server/first-view.mjs, next to the client folder's parent) and
 * answers its API calls through `app` in-process, as the visitor: with the page request's cookies
 * and address, so every read is authorized, limited and cached as the browser's own would be.
 * Null when the client is not built with it (API tests), when every page loads as a plain shell.
 */
export async function loadFirstViews(app: FastifyInstance, clientDir: string, log: FastifyBaseLogger): Promise<FirstViews | null> {
  const file = path.resolve(clientDir, '../server/first-view.mjs');
  if (!existsSync(file)) return null;
  let renderFirstView: RenderFirstView;
  try {
    ({ renderFirstView } = (await import(pathToFileURL(file).href)) as { renderFirstView: RenderFirstView });
  } catch (error) {
    // The portal still works: every page loads as a plain shell.
    log.error({ err: error }, 'the first-view renderer could not be loaded; pages load without their first view');
    return null;
  }
  const build = JSON.parse(await readFile(path.join(clientDir, 'build.json'), 'utf8')) as { buildId: string; afterPaint?: string; intlWarmUp?: string };
  if (!build.afterPaint || !build.intlWarmUp) return null;
  const loaders: FirstViewLoaders = { afterPaint: build.afterPaint, intlWarmUp: build.intlWarmUp };
  const catalogs = new Map<UiLocale, Promise<Catalog>>();
  const catalogOf = (locale: UiLocale) => {
    let catalog = catalogs.get(locale);
    if (!catalog) {
      const part = async (name: string) => JSON.parse(await readFile(path.join(clientDir, '_i18n', locale, `${name}.json`), 'utf8')) as Record<string, unknown>;
      catalog = Promise.all([part('messages'), part('members')]).then(([guest, members]) => ({ guest, members }));
      catalogs.set(locale, catalog);
    }
    return catalog;
  };
  return {
    loaders,
    async render(request, locale, consentDecided) {
      const reads: string[] = [];
      try {
        const view = await renderFirstView({
          url: request.url,
          locale,
          messages: await catalogOf(locale),
          consentDecided,
          timeZone: timeZoneOf(request.cookies?.[TIME_ZONE_COOKIE]),
          buildId: build.buildId,
          fetch: asVisitor(app, request, (read) => reads.push(read)),
        });
        return view && { ...view, reads };
      } catch (error) {
        log.warn({ err: error, url: request.url }, 'a first view could not be rendered; the page loads as a plain shell');
        return null;
      }
    },
  };
}

/** The browser's time zone from its cookie, when it is one Intl knows (anything else: none). */
export function timeZoneOf(cookie: string | undefined): string | undefined {
  if (!cookie || cookie.length > 64 || !/^[A-Za-z0-9_+\-/]+$/.test(cookie)) return undefined;
  try {
    return new Intl.DateTimeFormat('en', { timeZone: cookie }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/**
 * A fetch that sends a read to `app` in-process, with the cookies, language and address of `page`;
 * `answered` hears the path and query of each read answered 200.
 */
export function asVisitor(app: FastifyInstance, page: FastifyRequest, answered: (read: string) => void = () => {}): typeof fetch {
  return async (input, init) => {
    const call = new Request(input, init);
    const url = new URL(call.url);
    // Only the API's reads: the render never writes, nor asks for another page.
    if (call.method !== 'GET' || !url.pathname.startsWith('/api/')) throw new Error(`a first view may only read the API (${call.method} ${url.pathname})`);
    const answer = await app.inject({
      method: 'GET',
      url: `${url.pathname}${url.search}`,
      remoteAddress: page.ip,
      headers: {
        ...(page.headers.cookie ? { cookie: page.headers.cookie } : {}),
        ...(page.headers['user-agent'] ? { 'user-agent': page.headers['user-agent'] } : {}),
        'accept-language': call.headers.get('accept-language') ?? page.headers['accept-language'] ?? '',
      },
    });
    if (answer.statusCode === 200) answered(`${url.pathname}${url.search}`);
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    return new Response(answer.statusCode === 204 ? null : answer.payload, { status: answer.statusCode, headers });
  };
}
