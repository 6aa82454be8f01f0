// The modules each first route renders at once (its page, its layout and the container that makes
// its form or data usable), keyed by a shell name. One list serves three purposes: the build writes
// a shell (index.html variant) per entry that modulepreloads exactly these chunks, the server picks
// the shell by path (dist/client/shells.json), and the byte budgets count them (scripts/budget.mjs).
// test/build/budget.test.ts checks every source here is a lazy module of the build.

/**
 * `prerender`: the path whose first view the build renders into the shell, once per language
 * (scripts/prerender.mjs); only guest pages, whose first view needs no session.
 * @typedef {{ name: string, pattern: string, signedIn: boolean | null, sources: string[], prerender?: string }} RouteShell
 */

const CONTAINER = 'src/app/container.ts';
const LOGGED_IN = 'src/app/logged-in-area.tsx';

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
    sources: ['src/app/pages/sign-in-steps.ts', 'src/features/shell/logged-out.layout.tsx', CONTAINER],
  },
  { name: 'dashboard', pattern: '^/$', signedIn: true, sources: ['src/app/pages/dashboard.page.tsx', LOGGED_IN, CONTAINER] },
  { name: 'inbox', pattern: '^/inbox/?$', signedIn: true, sources: ['src/app/pages/inbox.page.tsx', LOGGED_IN, CONTAINER] },
  { name: 'reservations', pattern: '^/reservations/[^/]+/?$', signedIn: true, sources: ['src/app/pages/reservations.page.tsx', LOGGED_IN, CONTAINER] },
  { name: 'reservation', pattern: '^/reservations/[^/]+/[^/]+/?$', signedIn: true, sources: ['src/app/pages/reservation.page.tsx', LOGGED_IN, CONTAINER] },
  { name: 'tax-id', pattern: '^/tax-id/?$', signedIn: true, sources: ['src/app/pages/tax-id.page.tsx', LOGGED_IN, CONTAINER] },
  { name: 'change-password', pattern: '^/profile/change-password/?$', signedIn: true, sources: ['src/app/pages/change-password.page.tsx', LOGGED_IN, CONTAINER] },
  // A visitor's guide paints from its HTML; a signed-in owner's (in the logged-in layout) does not.
  { name: 'guide', pattern: '^/guide/?$', signedIn: false, sources: ['src/app/pages/guide.page.tsx', 'src/features/shell/logged-out.layout.tsx'], prerender: '/guide' },
  // Any other page without a session ends on the login page.
  { name: 'login', pattern: '^/', signedIn: false, sources: ['src/app/pages/login.page.tsx', 'src/features/shell/login.layout.tsx'] },
];

/** The sources of a shell by name. */
export function sourcesOf(name) {
  const shell = routeShells.find((s) => s.name === name);
  if (!shell) throw new Error(`no route shell ${name}`);
  return shell.sources;
}
