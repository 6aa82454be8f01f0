import type { Permission } from '../domain/enumerations';
import { isSafeReturnPath } from '../domain/return-path';
import {
  isAccommodationCode,
  isReservationType,
  parseCalendarDate,
  parseContractPricesSlug,
  resolveBenchmarkSlug,
  resolvePropertyProfileSlug,
} from '../domain/route-params';
import { CHANGE_PASSWORD_PATH, HOME_PATH, LOGIN_PATH } from './paths';
import { matchRoute, routes } from './route-table';
import type { RouteDefinition, RouteMatch } from './route-types';

/** What the guard needs to know about the session. */
export type SessionView =
  /** `visitor`: no signed-in marker cookie, so most likely no session (what the server chose the page's HTML by). */
  | { status: 'checking'; visitor?: boolean }
  | { status: 'loggedOut' }
  | {
      status: 'loggedIn';
      userID: string;
      requireNewPassword: boolean;
      permissions: readonly Permission[];
      /** Set while the visitor comes straight from the two-factor page (the /tax-id rule). */
      cameFromTwoFactor: boolean;
    };

type LoggedIn = Extract<SessionView, { status: 'loggedIn' }>;

export type GuardDecision =
  | { kind: 'render'; match: RouteMatch }
  | { kind: 'redirect'; to: string }
  | { kind: 'notFound' }
  /** A page the account's permissions do not include: said so on the page (issue 29.6), never a silent redirect. */
  | { kind: 'forbidden'; match: RouteMatch }
  | { kind: 'logout' }
  | { kind: 'wait' };

const toHome: GuardDecision = { kind: 'redirect', to: HOME_PATH };
const notFound: GuardDecision = { kind: 'notFound' };

/** The named middleware of the specification; each answers null to let the visitor through. */
const middleware: Record<string, (match: RouteMatch, session: LoggedIn) => GuardDecision | null> = {
  permission: (match, session) => {
    const { route } = match;
    // /tax-id is a step after login, not a page to link to: it redirects to the index unless the
    // visitor came from the two-factor page with the permission (spec 2).
    if (route.pattern === '/tax-id') return session.cameFromTwoFactor && session.permissions.includes('ViewTaxId') ? null : toHome;
    if (route.permission && !session.permissions.includes(route.permission)) return { kind: 'forbidden', match };
    return null;
  },
  payments: (match, session) => (session.permissions.includes('ViewPayments') ? null : { kind: 'forbidden', match }),
  accommodation: ({ params }) => (isAccommodationCode(params.accommodationCode ?? '') ? null : notFound),
  guide: () => null,
};

/** Parameter rules of section 2 and 5; null lets the visitor through. */
function checkParams(match: RouteMatch, query: URLSearchParams, path: string): GuardDecision | null {
  const { params, rest } = match;
  switch (match.route.params) {
    case 'reservationType':
      return isReservationType(params.type) ? null : notFound;
    case 'calendar':
      return isAccommodationCode(params.accommodationCode ?? '') && parseCalendarDate(query.get('date')).ok ? null : notFound;
    case 'legalForm':
      return params.form === 'form-company' || params.form === 'form-owner' ? null : notFound;
    case 'contractPrices':
      return parseContractPricesSlug(rest).kind === 'invalid' ? notFound : null;
    case 'benchmark':
      return resolveBenchmarkSlug(rest).kind === 'dashboard' ? toHome : null;
    case 'propertyProfile': {
      const slug = resolvePropertyProfileSlug(rest);
      if (slug.kind === 'invalid') return notFound;
      if (slug.kind === 'redirect') return { kind: 'redirect', to: `${path.split('/').slice(0, 2).join('/')}/${slug.to.join('/')}` };
      return null;
    }
    case 'resetPassword':
      return query.get('id') ? null : { kind: 'redirect', to: LOGIN_PATH };
    default:
      return null;
  }
}

/**
 * Decides, for a location and the session, whether to render a route, redirect, log out or show
 * 404. Every rule of the specification's "Route guards" lives here. Throws on an unknown
 * middleware name (a programming error the error page reports).
 */
export function guard(path: string, search: string, session: SessionView, table: readonly RouteDefinition[] = routes): GuardDecision {
  const query = new URLSearchParams(search);
  if (session.status === 'checking') {
    // Guest pages show at once; a session found meanwhile redirects them home. A visitor's unknown
    // path shows its 404 at once too (the server answered it with that page); an owner's waits, to
    // show it in the signed-in layout.
    const match = matchRoute(path, table);
    if (match === null) return session.visitor === true ? notFound : { kind: 'wait' };
    if (!match.route.guest) return { kind: 'wait' };
    return checkParams(match, query, path) ?? (match.route.page === null ? notFound : { kind: 'render', match });
  }

  if (session.status === 'loggedIn') {
    const uid = query.get('uid');
    if (uid !== null && uid !== session.userID) return { kind: 'logout' };
    if (session.requireNewPassword && path !== CHANGE_PASSWORD_PATH) return { kind: 'redirect', to: CHANGE_PASSWORD_PATH };
  }
  const match = matchRoute(path, table);
  // An unknown page is a 404 for everyone (spec 2); only a page behind login sends a visitor to sign
  // in first (signing in would not make an unknown page exist).
  if (match === null) return notFound;
  const { route } = match;

  if (session.status === 'loggedOut' && !route.guest) return { kind: 'redirect', to: loginWithReturn(path, search) };
  if (session.status === 'loggedIn') {
    if (route.guest && !route.public) return toHome;
    for (const name of route.middleware ?? []) {
      const check = middleware[name];
      if (!check) throw new Error(`Unknown route middleware: ${name}`);
      const decision = check(match, session);
      if (decision) return decision;
    }
  }
  const paramDecision = checkParams(match, query, path);
  if (paramDecision) return paramDecision;
  return route.page === null ? notFound : { kind: 'render', match };
}

/** /login with the place to return to after signing in (only same-origin paths). */
export function loginWithReturn(path: string, search: string): string {
  const target = `${path}${search ? `?${search.replace(/^\?/, '')}` : ''}`;
  if (target === HOME_PATH || !isSafeReturnPath(target)) return LOGIN_PATH;
  return `${LOGIN_PATH}?rdu=${encodeURIComponent(target)}`;
}
