import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routes } from '../../src/app/route-table';
import { ENTRY, filesOf, GUEST_SIDE, MEMBERS_SIDE, messageIdsIn, routePages } from '../../scripts/catalog-split.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const built = existsSync(path.join(root, 'dist/meta.json'));
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const part = (locale: string, name: 'messages' | 'members') => JSON.parse(read(`dist/client/_i18n/${locale}/${name}.json`)) as Record<string, unknown>;

describe('message ids in a built file', () => {
  it('finds every quoted id, whatever template literals, regular expressions or quotes come before it', () => {
    const known = new Set(['error.notFound.home', 'login.title', 'meta.login']);
    const text = 'a=`${b}x`;c=/\'/;d("it\'s");e({id:"error.notFound.home"});f(\'login.title\');g=`meta.login`;h("not.an.id")';
    expect([...messageIdsIn(text, known)].sort()).toEqual(['error.notFound.home', 'login.title', 'meta.login']);
  });
});

describe('the route table as the catalog split reads it', () => {
  it('names every route with a page, and whether it is a guest route', () => {
    const fromApp = routes.filter((route) => route.page !== null).map((route) => ({ pattern: route.pattern, guest: route.guest === true }));
    expect(routePages().map(({ pattern, guest }) => ({ pattern, guest }))).toEqual(fromApp);
  });

  it('renders every signed-in page in the logged-in area (which loads the members part) and no guest page there', () => {
    for (const route of routes) expect(route.layout === 'loggedin', route.pattern).toBe(route.guest !== true);
  });
});

// The build splits each catalog by the ids the chunks use (scripts/catalog-split.mjs); these check
// the files the browser fetches against the chunks it runs.
describe.runIf(built)('catalogs per route', () => {
  const meta = JSON.parse(read('dist/meta.json'));
  const en = { ...part('en', 'messages'), ...part('en', 'members') };
  const known = new Set(Object.keys(en));
  const idsOf = (files: Iterable<string>) => new Set([...files].flatMap((file) => (file.endsWith('.js') ? [...messageIdsIn(read(file), known)] : [])));

  it('each locale has both parts, disjoint, together every compiled message', () => {
    const locales = readdirSync(path.join(root, 'dist/client/_i18n'));
    expect(locales).toHaveLength(10);
    for (const locale of locales) {
      const first = Object.keys(part(locale, 'messages'));
      const members = Object.keys(part(locale, 'members'));
      expect(first.filter((id) => members.includes(id)), locale).toEqual([]);
      const compiled = Object.keys(JSON.parse(read(`locales/${locale}/messages.json`)).messages);
      expect([...first, ...members].sort(), locale).toEqual(compiled.sort());
    }
  });

  it('names only sources that exist (a renamed file would drop its texts from the catalogs)', () => {
    for (const source of [ENTRY, ...GUEST_SIDE, ...MEMBERS_SIDE]) expect(existsSync(path.join(root, source)), source).toBe(true);
  });

  it('every id a chunk uses is in the catalog parts its route fetches', () => {
    const first = new Set(Object.keys(part('en', 'messages')));
    const members = new Set(Object.keys(part('en', 'members')));
    const entry = filesOf(meta, [ENTRY], { lazy: false });
    for (const page of routePages()) {
      const files = new Set([...entry, ...filesOf(meta, [page.source, ...GUEST_SIDE, ...(page.guest ? [] : MEMBERS_SIDE)], { lazy: true })]);
      const fetched = page.guest ? first : new Set([...first, ...members]);
      const missing = [...idsOf(files)].filter((id) => !fetched.has(id));
      expect(missing, page.pattern).toEqual([]);
    }
  });

  it('the login route fetches none of the messages only signed-in pages use', () => {
    const first = new Set(Object.keys(part('en', 'messages')));
    const dashboardOnly = [...idsOf(filesOf(meta, ['src/app/pages/dashboard.page.tsx'], { lazy: false }))].filter((id) => id.startsWith('dashboard.'));
    expect(dashboardOnly.length).toBeGreaterThan(5);
    for (const id of dashboardOnly) expect(first.has(id), id).toBe(false);
    expect(first.size).toBeLessThan(known.size / 3);
  });
});
