// The modules each first route renders at once (its page, its layout and the container that makes
// its form or data usable), keyed by a shell name. One list serves three purposes: the build writes
// a shell (index.html variant) per entry that modulepreloads exactly these chunks, the server picks
// the shell by path (dist/client/shells.json), and the byte budgets count them (scripts/budget.mjs).
// test/build/budget.test.ts checks every source here is a lazy module of the build.

/**
 * `prerender`: the path whose first view the build renders into the shell, once per language
 * (scripts/prerender.mjs); only guest pages, whose first view needs no session. `unknown`: the row
 * matches only a path that no route of the client's table matches (the server gets the table's
 * patterns in shells.json), and the page answers 404. `query`: the row matches only when the URL has
 * this query parameter, not empty.
 * @typedef {{ name: string, pattern: string, signedIn: boolean | null, sources: string[], prerender?: string, unknown?: true, query?: string }} RouteShell
 */

const CONTAINER = 'src/app/container.ts';
const LOGGED_IN = 'src/app/logged-in-area.tsx';
const LOGGED_OUT = 'src/features/shell/logged-out.layout.tsx';
const RECOVERY = 'src/app/pages/recovery-pages.tsx';

/**
 * First match wins. `pattern` is a regular expression source over the path; `signedIn` whether the
 * portal_signed_in cookie must be present (true), absent (false) or does not matter (null): a
 * visitor without a session who opens a member page is sent to /login, so gets the login shell.
 * @type {RouteShell[]}
 */
export const routeShells = [
  // The login form works before the container has loaded (it loads once the form has shown, main.tsx).
  { name: 'login', pattern: '^/login/?$', signedIn: null, sources: ['src/app/pages/login.page.tsx', 'src/features/shell/login.layout.tsx'], prerender: '/login' },
  {
    name: 'sign-in-steps',
    pattern: '^/(?:2fa(?:/.*)?|authentication-error)/?$',
    signedIn: null,
    sources: ['src/app/pages/sign-in-steps.ts', LOGGED_OUT, CONTAINER],
  },
  { name: 'dashboard', pattern: '^/$', signedIn: true, sources: ['src/app/pages/dashboard.page.tsx', LOGGED_IN, CONTAINER] },
  { name: 'inbox', pattern: '^/inbox/?$', signedIn: true, sources: ['src/app/pages/inbox.page.tsx', LOGGED_IN, CONTAINER] },
  { name: 'reservations', pattern: '^/reservations/[^/]+/?$', signedIn: true, sources: ['src/app/pages/reservations.page.tsx', LOGGED_IN, CONTAINER] },
  { name: 'reservation', pattern: '^/reservations/[^/]+/[^/]+/?$', signedIn: true, sources: ['src/app/pages/reservation.page.tsx', LOGGED_IN, CONTAINER] },
  { name: 'tax-id', pattern: '^/tax-id/?$', signedIn: true, sources: ['src/app/pages/tax-id.page.tsx', LOGGED_IN, CONTAINER] },
  { name: 'change-password', pattern: '^/profile/change-password/?$', signedIn: true, sources: ['src/app/pages/change-password.page.tsx', LOGGED_IN, CONTAINER] },
  // A visitor's guide paints from its HTML; a signed-in owner's (in the logged-in layout) does not.
  { name: 'guide', pattern: '^/guide/?$', signedIn: false, sources: ['src/app/pages/guide.page.tsx', LOGGED_OUT], prerender: '/guide' },
  // The recovery forms and a visitor's reference form render before the container has loaded (useEarlyProvidedActor).
  { name: 'forgot-password', pattern: '^/forgot-password/?$', signedIn: false, sources: [RECOVERY, LOGGED_OUT], prerender: '/forgot-password' },
  { name: 'forgot-number', pattern: '^/forgot-number/?$', signedIn: false, sources: [RECOVERY, LOGGED_OUT], prerender: '/forgot-number' },
  // Only with its link's id: without one the page sends the visitor to sign in (the login shell below).
  { name: 'reset-password', pattern: '^/reset-password/?$', query: 'id', signedIn: false, sources: [RECOVERY, LOGGED_OUT], prerender: '/reset-password?id=link' },
  { name: 'reference-form', pattern: '^/reference-form/?$', signedIn: false, sources: ['src/app/pages/reference-form.page.tsx', LOGGED_OUT], prerender: '/reference-form' },
  // A visitor's unknown path: the 404 page in the logged-out layout (route-view.tsx), answered 404.
  // (Its prerender path must match no route: test/build/prerender.test.ts checks it.)
  { name: 'not-found', pattern: '^/', signedIn: false, unknown: true, sources: [LOGGED_OUT], prerender: '/page-not-found' },
  // Any other page without a session (a member page) ends on the login page.
  { name: 'login', pattern: '^/', signedIn: false, sources: ['src/app/pages/login.page.tsx', 'src/features/shell/login.layout.tsx'] },
];

/**
 * The lazy modules a page's first view shows besides the page itself (its module's `preloadParts`,
 * src/app/lazy-page.ts): a server-rendered page loads them before it hydrates, so they count in its
 * budget. test/build/budget.test.ts checks that every page with `preloadParts` is listed here.
 * @type {Record<string, string[]>}
 */
export const firstViewParts = {
  'src/app/pages/calendar.page.tsx': ['src/app/calendar-import-section.tsx'],
};

/** The sources of a shell by name. */
export function sourcesOf(name) {
  const shell = routeShells.find((s) => s.name === name);
  if (!shell) throw new Error(`no route shell ${name}`);
  return shell.sources;
}
