// Splits each locale's compiled catalog (locales/<locale>/messages.po stays the only source) in two
// by the code that uses each message, found by scanning the built chunks for message ids:
// - `messages.json`, the first catalog: every id the code a visitor without a session can load
//   uses (the entry, the container, the login and logged-out layouts, cookie settings, and every
//   guest page of app/route-table.ts, with what they import, statically or lazily);
// - `members.json`: every other id, used only by the signed-in pages and the logged-in area, which
//   loads it before it renders (app/use-members-catalog.ts).
// test/build/catalogs.test.ts checks that every route finds each id its chunks use in what it loads.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** The entry: its static graph renders on every page (its lazy imports are every page). */
export const ENTRY = 'src/app/main.tsx';

/** Rendered outside the logged-in area besides the entry and the guest pages (the consent prompt and settings on every page): the first catalog covers them. */
export const GUEST_SIDE = ['src/app/container.ts', 'src/features/shell/login.layout.tsx', 'src/features/shell/logged-out.layout.tsx', 'src/app/consent-host.tsx'];

/** What every signed-in page renders in (the logged-in area, which loads the members' part, and its bell). */
export const MEMBERS_SIDE = ['src/app/logged-in-area.tsx', 'src/app/inbox-bell.tsx'];

/**
 * The page sources of the route table, with whether the route is a guest route (rendered outside
 * the logged-in area). Read from app/route-table.ts: `guest(…)` rows are guest routes, and a page is
 * `() => import('./pages/x')`, or a named loader declared in the file (`const signInStep = (name) =>
 * () => import('./pages/sign-in-steps')…`, `const documents: PageLoader = () => import(…)`).
 */
export function routePages(source = readFileSync(path.join(root, 'src/app/route-table.ts'), 'utf8')) {
  const named = {};
  for (const [, name, page] of source.matchAll(/^const (\w+)\b[^\n]*?=>\s*import\('\.\/pages\/([^']+)'\)/gm)) named[name] = pageFile(page);
  const rows = [];
  for (const match of source.matchAll(/^\s*(guest|member)\('([^']+)',\s*(?:\(\) => import\('\.\/pages\/([^']+)'\)|(\w+)\b|null)/gm)) {
    const [, kind, pattern, page, loader] = match;
    const file = page ? pageFile(page) : loader ? named[loader] : null;
    if (file) rows.push({ pattern, guest: kind === 'guest', source: file });
  }
  return rows;
}

function pageFile(name) {
  for (const ext of ['.tsx', '.ts']) {
    const file = `src/app/pages/${name}${ext}`;
    try {
      readFileSync(path.join(root, file));
      return file;
    } catch {
      // try the next extension
    }
  }
  throw new Error(`route-table names a page that does not exist: ${name}`);
}

/**
 * The message ids (of `known`) a built file's text uses: every quoted, id-shaped string. Not a
 * tokenizer (a regular expression or a template literal would lead one astray): each quote is
 * tried as the start of a literal, so an id is never hidden by what precedes it; a string that
 * happens to equal an id only makes a catalog part larger.
 */
export function messageIdsIn(text, known) {
  const ids = new Set();
  for (const match of text.matchAll(/(["'`])([A-Za-z][\w.-]*)(?=\1)/g)) if (known.has(match[2])) ids.add(match[2]);
  return ids;
}

/** The output files a set of sources loads: their chunks and imports (dynamic ones too when `lazy`, but not the entry's). */
export function filesOf(meta, sources, { lazy }) {
  const outputs = meta.outputs;
  // The entry's lazy imports are every page: a chunk that imports the entry's code (as Rolldown's
  // chunks do, scripts/regroup-chunks.mjs) does not load them.
  const entry = Object.keys(outputs).find((f) => outputs[f].entryPoint === ENTRY && f.endsWith('.js'));
  const seen = new Set();
  const visit = (file) => {
    if (!file || seen.has(file)) return;
    seen.add(file);
    for (const i of outputs[file]?.imports ?? []) if (i.kind === 'import-statement' || (lazy && i.kind === 'dynamic-import' && file !== entry)) visit(i.path);
  };
  for (const source of sources) visit(Object.keys(outputs).find((f) => outputs[f].entryPoint === source && f.endsWith('.js')));
  return seen;
}

/**
 * Splits the ids of a catalog: `first` (what the guest side uses) and `members` (the rest).
 * `textOf(file)` reads a built file (relative to the repo).
 */
export function splitCatalog(meta, ids, textOf = (file) => readFileSync(path.join(root, file), 'utf8')) {
  const known = new Set(ids);
  const idsOf = (file) => messageIdsIn(textOf(file), known);
  const guestPages = routePages().filter((row) => row.guest).map((row) => row.source);
  const guestFiles = new Set([...filesOf(meta, [ENTRY], { lazy: false }), ...filesOf(meta, [...GUEST_SIDE, ...guestPages], { lazy: true })]);
  const first = new Set();
  for (const file of guestFiles) for (const id of idsOf(file)) first.add(id);
  return { first, members: new Set(ids.filter((id) => !first.has(id))) };
}
