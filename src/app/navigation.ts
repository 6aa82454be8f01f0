import type { I18n } from '@lingui/core';
import type { NavItem } from '../features/shell/primary-nav.view';
import { guard, type SessionView } from './route-guard';
import { routes } from './route-table';
import type { RouteDefinition } from './route-types';

/** The origin internal links are resolved against (never contacted). */
const BASE = 'https://portal.invalid';

/**
 * Whether a link opens a page: external links do; an internal path only when the guard would
 * render it for this session (a built page the owner's permissions allow, no redirect, no 404).
 */
export function opensPage(href: string, view: SessionView, table: readonly RouteDefinition[] = routes): boolean {
  const url = new URL(href, BASE);
  if (url.origin !== BASE) return true;
  return guard(url.pathname, url.search, view, table).kind === 'render';
}

const hrefOf = (route: RouteDefinition) => route.nav?.href ?? route.pattern;

function isCurrent(route: RouteDefinition, path: string): boolean {
  const section = route.nav?.section ?? hrefOf(route);
  return section === '/' ? path === '/' : path === section || path.startsWith(section.endsWith('/') ? section : `${section}/`);
}

/** The primary navigation for a session on a path: entries of the route table the owner can open, in order. */
export function navigationItems(view: SessionView, path: string, i18n: I18n, table: readonly RouteDefinition[] = routes): NavItem[] {
  // The navigation belongs to the signed-in area (public pages such as the guide have entries too).
  if (view.status !== 'loggedIn') return [];
  return table
    .filter((route) => route.nav !== undefined && opensPage(hrefOf(route), view, table))
    .sort((a, b) => a.nav!.order - b.nav!.order)
    .map((route) => ({
      href: hrefOf(route),
      label: i18n._(route.nav!.label ?? route.title),
      icon: route.nav!.icon,
      place: route.nav!.place,
      current: isCurrent(route, path),
    }));
}
