import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { UiLocale } from '../../domain/enumerations';
import { pickLocaleFromHeaders } from './request-locale';

/** One row of the build's shells.json: which HTML shell answers which path (scripts/route-chunks.mjs). */
interface ShellRow {
  readonly pattern: string;
  /** Whether the signed-in marker cookie must be there (true), absent (false) or does not matter (null). */
  readonly signedIn: boolean | null;
  readonly file: string;
  /** The shell with the route's first view prerendered, per language: `{locale}` stands for the language code. */
  readonly localized?: string;
  /** `Link` values of the files the shell loads first (its CSS and scripts), for 103 Early Hints. */
  readonly hints?: readonly string[];
}

/** Picks the HTML shell of a path and the catalog the page will fetch first. */
export interface RouteShells {
  /**
   * The shell file (relative to the client folder) for a path; index.html when no shell fits. A
   * prerendered route answers its first view in `locale`, the language the client will pick.
   */
  fileFor(pathname: string, signedIn: boolean, locale?: UiLocale): string;
  /** The `Link` values of what the shell of a path loads first (empty when no shell fits). */
  earlyHints(pathname: string, signedIn: boolean): readonly string[];
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
  const rowFor = (pathname: string, signedIn: boolean) => table.find((r) => r.regex.test(pathname) && (r.signedIn === null || r.signedIn === signedIn));
  return {
    fileFor(pathname, signedIn, locale) {
      const row = rowFor(pathname, signedIn);
      if (row?.localized && locale) return row.localized.replace('{locale}', locale);
      return row?.file ?? 'index.html';
    },
    earlyHints(pathname, signedIn) {
      return rowFor(pathname, signedIn)?.hints ?? [];
    },
    catalogLink(cookieLocale, acceptLanguage, signedIn = false) {
      if (!buildId) return null;
      const locale = pickLocaleFromHeaders(cookieLocale, acceptLanguage);
      const parts = signedIn ? ['messages', 'members'] : ['messages'];
      return parts.map((part) => `</_i18n/${locale}/${part}.json?v=${encodeURIComponent(buildId)}>; rel=preload; as=fetch; crossorigin`).join(', ');
    },
  };
}
