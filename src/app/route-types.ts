import type { MessageDescriptor } from '@lingui/core';
import type { ComponentType } from 'react';
import type { NavIconName } from '../features/shell/primary-nav.view';
import type { Permission } from '../domain/enumerations';

// The shapes of app/route-table.ts, apart from the table: pages import PageProps from here, so a
// page never imports the table that lazily imports it.

/** The three layouts of the specification; `login` is used only by the login page. */
export type LayoutName = 'loggedin' | 'loggedout' | 'login';

/** What a page gets: the matched route and its parameters. */
export interface PageProps {
  match: RouteMatch;
}

/**
 * Loads a page's chunk. A route entry owns its loader, so adding a page is one line here (the
 * loader) and the page file; a route without a loader is not built yet and answers 404.
 */
export type PageLoader = () => Promise<{ default: ComponentType<PageProps>; preloadParts?: () => Promise<void> }>;

/**
 * A route's entry in the primary navigation, declared next to the route (a slice adds its entry
 * with its route). It shows only while the route has a page and the guard lets the owner in.
 */
export interface NavEntry {
  /** A phone tab (Overview, Reservations, Calendar, Payments) or a row under "More" (Homes first). */
  place: 'tab' | 'more';
  /** Position among all entries (wide screens show them in this order, tabs first on phones). */
  order: number;
  icon: NavIconName;
  /** A shorter label than the page title, if needed; defaults to the route's title. */
  label?: MessageDescriptor;
  /** The path the entry opens, for a pattern with parameters; defaults to the pattern. */
  href?: string;
  /** Paths starting with this mark the entry current; defaults to `href`. */
  section?: string;
}

export interface RouteDefinition {
  /** Path pattern: literal segments, `:name` for one segment, `*name` for an optional catch-all. */
  pattern: string;
  /** Loads the page, or null while it is not built: the route then answers the 404 page. */
  page: PageLoader | null;
  layout: LayoutName;
  /** Reachable without a session (guest routes). */
  guest?: boolean;
  /** Guest routes that a signed-in user may still see (reference-form and guide). */
  public?: boolean;
  middleware?: readonly string[];
  /** The permission the `permission` middleware checks. */
  permission?: Permission;
  /** Parameter rule of the route (see route-guard). */
  params?: 'reservationType' | 'calendar' | 'propertyProfile' | 'benchmark' | 'contractPrices' | 'resetPassword' | 'legalForm';
  /** The translated meta title (spec: page titles come from each route's meta title). */
  title: MessageDescriptor;
  /** Navigating within the route keeps the scroll position (spec 2: the property profile's language switch). */
  keepScroll?: boolean;
  /** Its entry in the primary navigation, if it is a destination of its own. */
  nav?: NavEntry;
}

export interface RouteMatch {
  route: RouteDefinition;
  params: Record<string, string>;
  /** Segments captured by a catch-all, if the pattern has one. */
  rest: string[];
}
