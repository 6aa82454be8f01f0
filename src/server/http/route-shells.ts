import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { UiLocale } from '../../domain/enumerations';
import { matchesAnyPattern } from '../../domain/route-path';

/** One row of the build's shells.json: which HTML shell answers which path (scripts/route-chunks.mjs). */
interface ShellRow {
  readonly pattern: string;
  /** A query parameter the URL must have, not empty (the page's guard sends the visitor elsewhere without it). */
  readonly query?: string;
  /** Whether the signed-in marker cookie must be there (true), absent (false) or does not matter (null). */
  readonly signedIn: boolean | null;
  readonly file: string;
  /** The shell with the route's first view prerendered, per language: `{locale}` stands for the language code. */
  readonly localized?: string;
  /** The same without the cookie prompt, for a visitor who has decided (the CONSENT cookie). */
  readonly decided?: string;
  /** CSP hashes ('sha256-…') of the prerendered shells' inline critical CSS. */
  readonly styleHashes?: readonly string[];
  /** `Link` values of the files the shell loads first (its CSS and scripts), for 103 Early Hints. */
  readonly hints?: readonly string[];
  /** The client's route patterns: the row answers only a path none of them matches (an unknown page). */
  readonly unknownOf?: readonly string[];
  /** The HTTP status of the answer (404 for an unknown page); 200 without. */
  readonly status?: number;
}

/** The HTML answer of a page: its file (relative to the client folder) and what goes with it. */
export interface Shell {
  readonly file: string;
  /** `Link` values of what the shell loads first (empty when no shell fits or it is `deferred`). */
  readonly hints: readonly string[];
  /** Hashes the CSP's style-src must allow for the file's inline `<style>` (prerendered shells only). */
  readonly styleHashes: readonly string[];
  /** The HTTP status: 404 for a path no client route matches (the 404 page), else 200. */
  readonly status: number;
  /** A prerendered page, which loads its files once it has painted (deferred-shell.ts): nothing is hinted or preloaded for it. */
  readonly deferred: boolean;
}

/** Picks the HTML shell of a path and the catalog the page will fetch first. */
export interface RouteShells {
  /**
   * The shell for a URL (path and query); index.html when no shell fits. A prerendered route answers its first
   * view in `locale`, the language the client will pick, with the cookie prompt unless
   * `consentDecided` (the client shows it by the same cookie). A visitor's path that no client
   * route matches answers the 404 page with status 404 (a member page still gets the login shell).
   */
  shellFor(url: string, signedIn: boolean, locale: UiLocale, consentDecided: boolean): Shell;
  /**
   * The `Link` values that preload the catalog parts the SPA fetches first in `locale` (the same
   * URLs as FetchMessagesLoader's), so they load alongside the scripts instead of after them: the
   * first part, and for a signed-in visitor the members' part too. None without a build.
   */
  catalogLinks(locale: UiLocale, signedIn: boolean): string[];
  /** The URLs behind `catalogLinks`. */
  catalogUrls(locale: UiLocale, signedIn: boolean): string[];
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
  const catalogUrls = (locale: UiLocale, signedIn: boolean) => {
    if (!buildId) return [];
    const parts = signedIn ? ['messages', 'members'] : ['messages'];
    return parts.map((part) => `/_i18n/${locale}/${part}.json?v=${encodeURIComponent(buildId)}`);
  };
  return {
    shellFor(url, signedIn, locale, consentDecided) {
      const at = url.indexOf('?');
      const pathname = at === -1 ? url : url.slice(0, at);
      const query = new URLSearchParams(at === -1 ? '' : url.slice(at + 1));
      const row = table.find(
        (r) =>
          r.regex.test(pathname) &&
          (r.signedIn === null || r.signedIn === signedIn) &&
          (!r.query || Boolean(query.get(r.query))) &&
          (!r.unknownOf || !matchesAnyPattern(pathname, r.unknownOf)),
      );
      if (!row) return { file: 'index.html', hints: [], styleHashes: [], status: 200, deferred: false };
      const hints = row.hints ?? [];
      const status = row.status ?? 200;
      const localized = consentDecided ? (row.decided ?? row.localized) : row.localized;
      if (localized) return { file: localized.replace('{locale}', locale), hints: [], styleHashes: row.styleHashes ?? [], status, deferred: true };
      return { file: row.file, hints, styleHashes: [], status, deferred: false };
    },
    catalogLinks(locale, signedIn) {
      return catalogUrls(locale, signedIn).map((url) => `<${url}>; rel=preload; as=fetch; crossorigin`);
    },
    catalogUrls,
  };
}
