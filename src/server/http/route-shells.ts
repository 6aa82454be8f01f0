import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pickLocaleFromHeaders } from './request-locale';

/** One row of the build's shells.json: which HTML shell answers which path (scripts/route-chunks.mjs). */
interface ShellRow {
  readonly pattern: string;
  /** Whether the signed-in marker cookie must be there (true), absent (false) or does not matter (null). */
  readonly signedIn: boolean | null;
  readonly file: string;
}

/** Picks the HTML shell of a path and the catalog the page will fetch first. */
export interface RouteShells {
  /** The shell file (relative to the client folder) for a path; index.html when no shell fits. */
  fileFor(pathname: string, signedIn: boolean): string;
  /**
   * The `Link` header value that preloads the catalog parts the SPA fetches first (the same URLs as
   * FetchMessagesLoader's), so they load alongside the scripts instead of after them: the first
   * part, and for a signed-in visitor the members' part too.
   */
  catalogLink(cookieLocale: string | undefined, acceptLanguage: string | undefined, signedIn?: boolean): string | null;
}

async function readJson(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch {
    return null; // Not built (API tests) or an older build: index.html serves every route.
  }
}

/** Reads shells.json and build.json of the built client. */
export async function loadRouteShells(clientDir: string): Promise<RouteShells> {
  const rows = (await readJson(path.join(clientDir, 'shells.json'))) as ShellRow[] | null;
  const build = (await readJson(path.join(clientDir, 'build.json'))) as { buildId?: string } | null;
  const table = (rows ?? []).map((row) => ({ ...row, regex: new RegExp(row.pattern) }));
  const buildId = build?.buildId;
  return {
    fileFor(pathname, signedIn) {
      const row = table.find((r) => r.regex.test(pathname) && (r.signedIn === null || r.signedIn === signedIn));
      return row?.file ?? 'index.html';
    },
    catalogLink(cookieLocale, acceptLanguage, signedIn = false) {
      if (!buildId) return null;
      const locale = pickLocaleFromHeaders(cookieLocale, acceptLanguage);
      const parts = signedIn ? ['messages', 'members'] : ['messages'];
      return parts.map((part) => `</_i18n/${locale}/${part}.json?v=${encodeURIComponent(buildId)}>; rel=preload; as=fetch; crossorigin`).join(', ');
    },
  };
}
