import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { UiLocales } from '../../src/domain/enumerations';
import type { FirstViewScripts } from '../../src/contract/first-view';
import { routeShells } from '../../scripts/route-chunks.mjs';
import { matchRoute, routes } from '../../src/app/route-table';

const client = path.resolve(import.meta.dirname, '../../dist/client');
const built = existsSync(path.resolve(import.meta.dirname, '../../dist/meta.json'));

/** Text as React writes it into HTML. */
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
/** A message of the locale's first catalog part (compiled: a list of text pieces when it has no placeholders). */
const message = (locale: string, id: string) => {
  const messages = JSON.parse(readFileSync(path.join(client, '_i18n', locale, 'messages.json'), 'utf8')) as Record<string, string | string[]>;
  const compiled = messages[id];
  if (compiled === undefined) throw new Error(`no ${id} in ${locale}`);
  return Array.isArray(compiled) ? compiled.join('') : compiled;
};

// Issue 23 point 1: the build renders each guest page's first view in every language
// (scripts/prerender.mjs), the HTML the server sends and the client hydrates.
describe.runIf(built)('prerendered guest pages', () => {
  const prerendered = routeShells.filter((shell) => shell.prerender);

  /** Each prerendered page's heading (its h1's message id). */
  const HEADINGS: Record<string, string> = {
    login: 'login.title',
    guide: 'guide.title',
    'forgot-password': 'forgotPassword.title',
    'forgot-number': 'forgotNumber.title',
    'reset-password': 'resetPassword.title',
    'reference-form': 'referral.title',
    'not-found': 'meta.notFound',
  };

  it('the guest pages are among them (login, recovery, guide, reference form, 404), each with a known heading', () => {
    // The reset page's first view ("checking your link") is the same for any link's id.
    expect(prerendered.map((shell) => shell.prerender)).toEqual(expect.arrayContaining(['/login', '/guide', '/forgot-password', '/forgot-number', '/reset-password?id=link', '/reference-form']));
    for (const { name } of prerendered) expect(HEADINGS[name], name).toBeDefined();
  });

  it('renders the 404 page for a path that no client route matches, as the server answers it', () => {
    const notFound = routeShells.find((shell) => shell.unknown);
    expect(notFound?.prerender).toBeDefined();
    expect(matchRoute(notFound?.prerender ?? '/')).toBeNull();
    const rows = JSON.parse(readFileSync(path.join(client, 'shells.json'), 'utf8')) as { unknownOf?: string[]; status?: number }[];
    const row = rows.find((r) => r.unknownOf);
    expect(row?.unknownOf).toEqual(routes.map((route) => route.pattern));
    expect(row?.status).toBe(404);
    for (const locale of UiLocales) {
      const html = readFileSync(path.join(client, 'shells', `not-found.${locale}.html`), 'utf8');
      expect(html).toContain(`<title>${escaped(message(locale, 'meta.notFound'))} · `);
      expect(html).toContain(escaped(message(locale, 'error.notFound.text')));
    }
  });

  it("every language's shell exists and shows the page's heading and form in that language", () => {
    for (const { name } of prerendered) {
      for (const locale of UiLocales) {
        // The first visit's file carries the cookie prompt; the decided one does not.
        const decided = readFileSync(path.join(client, 'shells', `${name}.${locale}.decided.html`), 'utf8');
        expect(decided).toContain(escaped(message(locale, HEADINGS[name] ?? '')));
        expect(decided).not.toContain(escaped(message(locale, 'consent.prompt.title')));
        expect(readFileSync(path.join(client, 'shells', `${name}.${locale}.html`), 'utf8')).toContain(escaped(message(locale, 'consent.prompt.title')));
        const file = path.join(client, 'shells', `${name}.${locale}.html`);
        const html = readFileSync(file, 'utf8');
        expect(html, file).toContain(`<div id="root" data-locale="${locale}">`);
        expect(html, file).toMatch(new RegExp(`<html lang="${locale}(?:-[A-Z]{2})?">`));
        expect(html, file).toMatch(/<h1[^>]*>/);
        expect(html, file).toContain(escaped(message(locale, HEADINGS[name] ?? '')));
        if (name === 'login') {
          expect(html, file).toContain(escaped(message(locale, 'login.title')));
          expect(html, file).toContain(escaped(message(locale, 'login.userId.label')));
          expect(html, file).toContain(`<title>${escaped(message(locale, 'meta.login'))} · `);
        }
      }
    }
  });

  it('inlines the CSS of its first view (hashed for the CSP) and lists its stylesheet, scripts and catalog for after the paint', () => {
    const rows = JSON.parse(readFileSync(path.join(client, 'shells.json'), 'utf8')) as { localized?: string; styleHashes?: string[] }[];
    const build = JSON.parse(readFileSync(path.join(client, 'build.json'), 'utf8')) as { buildId: string; afterPaint: string };
    for (const { name } of prerendered) {
      const row = rows.find((r) => r.localized === `shells/${name}.{locale}.html`);
      for (const locale of UiLocales) {
        for (const file of [`${name}.${locale}.html`, `${name}.${locale}.decided.html`]) {
          const html = readFileSync(path.join(client, 'shells', file), 'utf8');
          const [head = '', body = ''] = html.split('</head>');
          const styles = [...head.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? '');
          expect(styles, file).toHaveLength(1);
          expect(row?.styleHashes, file).toContain(`sha256-${createHash('sha256').update(styles[0] ?? '').digest('base64')}`);
          // Nothing is fetched before the page has painted but the loader, and the paint waits for the whole markup.
          expect(html, file).not.toMatch(/rel="(?:stylesheet|preload|modulepreload)"|type="module"/);
          expect(head, file).toContain(`<script src="${build.afterPaint}" defer></script>`);
          expect(head, file).toContain('<link rel="expect" href="#first-view-scripts" blocking="render">');
          const list = JSON.parse(/<script type="application\/json" id="first-view-scripts">([^<]*)<\/script>/.exec(body)?.[1] ?? 'null') as FirstViewScripts;
          expect(list.catalogs, file).toEqual([`/_i18n/${locale}/messages.json?v=${build.buildId}`]);
          expect(list.entry, file).toMatch(/^\/assets\/main-[\w-]+\.js$/);
          expect(list.modules.length, file).toBeGreaterThan(0);
          // Every class of the markup that the stylesheet styles is styled inline already.
          const full = list.styles.map((sheet) => readFileSync(path.join(client, sheet), 'utf8')).join('\n');
          const classes = new Set([...body.matchAll(/class="([^"]+)"/g)].flatMap((m) => (m[1] ?? '').split(' ')));
          const late = [...classes].filter((c) => full.includes(`.${c}`) && !(styles[0] ?? '').includes(`.${c}`));
          expect(late, file).toEqual([]);
          expect((styles[0] ?? '').length, file).toBeLessThan(full.length / 3);
        }
      }
    }
  });

  it('runs no inline script and uses only class names of the built CSS', () => {
    for (const { name } of prerendered) {
      const html = readFileSync(path.join(client, 'shells', `${name}.en.html`), 'utf8');
      // Its one script without a source is data (the list of files), which runs nothing.
      expect(html, name).not.toMatch(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>/);
      const list = JSON.parse(/id="first-view-scripts">([^<]*)</.exec(html)?.[1] ?? 'null') as FirstViewScripts;
      const css = list.styles.map((sheet) => readFileSync(path.join(client, sheet), 'utf8')).join('\n');
      const classes = new Set([...html.matchAll(/class="([^"]+)"/g)].flatMap((m) => (m[1] ?? '').split(' ')));
      expect(classes.size).toBeGreaterThan(10);
      const missing = [...classes].filter((name) => !css.includes(`.${name}`));
      expect(missing, 'class names the client CSS does not know (the prerender bundle must name classes as the client does)').toEqual([]);
    }
  });
});

// Issue 23 point 2: the server's 103 Early Hints (shells.json `hints`) name what each shell's head loads.
describe.runIf(built)('early hints of the build', () => {
  it("every shells.json row hints exactly the CSS and scripts of its shell's head", () => {
    const rows = JSON.parse(readFileSync(path.join(client, 'shells.json'), 'utf8')) as { file: string; hints: string[] }[];
    for (const { file, hints } of rows) {
      const html = readFileSync(path.join(client, file), 'utf8');
      const head = [
        ...[...html.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((m) => `<${m[1]}>; rel=preload; as=style`),
        ...[...html.matchAll(/<script type="module" src="([^"]+)">/g)].map((m) => `<${m[1]}>; rel=modulepreload`),
        ...[...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => `<${m[1]}>; rel=modulepreload`),
      ];
      expect(hints.length, file).toBeGreaterThan(1);
      expect([...hints].sort(), file).toEqual(head.sort());
    }
  });
});
