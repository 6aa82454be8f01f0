import type { UiLocale } from '../domain/enumerations';
import type { Profile } from './profile';

/**
 * The server's render of a signed-in page's first view (issue 23): the build bundles
 * src/app/first-view.tsx for Node (dist/server/first-view.mjs); the server calls it for a page
 * request with a session and answers the HTML with the page and its data in it, which the browser
 * hydrates. Neither side imports the other: this is what passes between them.
 */
export interface FirstViewRequest {
  /** The page's path and query, as requested (`/reservations/arrivals?period=…`). */
  readonly url: string;
  readonly locale: UiLocale;
  /** The locale's compiled catalog: the guest part and the members' part (as served under /_i18n). */
  readonly messages: { readonly guest: Readonly<Record<string, unknown>>; readonly members: Readonly<Record<string, unknown>> };
  /** Whether the visitor has answered the cookie prompt (the CONSENT cookie): the prompt is in the HTML unless so. */
  readonly consentDecided: boolean;
  /** The visitor's time zone (the browser's cookie, a zone Intl knows), or none: the server's. */
  readonly timeZone: string | undefined;
  readonly buildId: string;
  /** Sends the first view's API reads as the visitor: the server answers them in-process, as if the browser had asked. */
  readonly fetch: typeof fetch;
}

/** What the browser starts from on a server-rendered page: the session and the data the HTML shows. */
export interface FirstViewState {
  readonly profile: Profile;
  /** The query cache's answers the page rendered with: each query's key, its data and when the server read it. */
  readonly queries: readonly FirstViewAnswer[];
}

export interface FirstViewAnswer {
  readonly key: readonly unknown[];
  readonly data: unknown;
  /** When the server read it (ms since the epoch): it is as fresh in the browser as any answer of that age. */
  readonly updatedAt: number;
}

export interface FirstView {
  /** The markup inside <div id="root">. */
  readonly html: string;
  readonly title: string;
  /** The <html lang> of the page. */
  readonly lang: string;
  readonly state: FirstViewState;
}

/** Renders a page's first view for the visitor of `request`; null without a session (the page then loads as a plain shell and goes to /login). */
export type RenderFirstView = (request: FirstViewRequest) => Promise<FirstView | null>;

/** The id of the `<script type="application/json">` that carries the FirstViewState in the HTML. */
export const FIRST_VIEW_STATE_ID = 'first-view-state';

/**
 * The global in which a server-rendered page's inline script keeps the buttons tapped before the
 * app took the page over (src/server/http/first-view-page.ts); the app takes them and taps them
 * again once the page has hydrated (src/adapters/early-taps.ts).
 */
export const EARLY_TAPS_GLOBAL = '__earlyTaps';

/** The id of the `<script type="application/json">` that lists what a server-rendered page loads once painted (src/app/after-paint.ts). */
export const FIRST_VIEW_SCRIPTS_ID = 'first-view-scripts';

export interface FirstViewScripts {
  /** The app's entry module. */
  readonly entry: string;
  /** The modules the entry and the page import, fetched in parallel rather than one import at a time. */
  readonly modules: readonly string[];
  /** The catalog parts the page's texts come from. */
  readonly catalogs: readonly string[];
  /** The page's whole stylesheets (its HTML carries only the rules it uses). */
  readonly styles: readonly string[];
}
