// Request-time only (build.mjs bundles it for Node as dist/server/first-view.mjs; the server calls
// it, src/server/http/first-views.ts): renders a signed-in page's first view with its data, the
// HTML the browser hydrates (main.tsx). It renders the very App the browser runs, signed in with
// the visitor's profile, with a container whose calls the server answers in-process as the visitor.
import { AsyncLocalStorage } from 'node:async_hooks';
import { type Messages, setupI18n } from '@lingui/core';
import type { Query, QueryClient } from '@tanstack/react-query';
import { Router } from 'wouter';
import { createActor } from 'xstate';
import type { FirstViewRequest, RenderFirstView } from '../contract/first-view';
import { showMomentsIn } from '../i18n/moment-zone';
import { withSentenceStops } from '../i18n/sentence-stops';
import { accountPort } from '../ports/account-gateway';
import type { MessagesLoader } from '../ports/messages-loader';
import { App } from './app';
import type { AppServices } from './app-context';
import { createContainer } from './container';
import { provideLocaleSwitch } from './locale-switch.provide';
import { opensPage } from './navigation';
import { consentCookies, documentHead, emptyStore, noAttempts, renderAuthenticator, stay } from './render-ports';
import { renderToHtml } from './render-html';
import { settled } from './settled';
import { guard } from './route-guard';
import { provideSession } from './session.provide';
import { toSessionView } from './session-view';
import { visitQueryClient } from './visit-query-client';

/** A page whose reads take longer shows what it has (its skeletons) rather than hold up its HTML. */
const READS_TIMEOUT_MS = 1_500;
/** Renders at most: a query that starts only once another has answered (a home's month once the homes are known) needs one more. */
const MAX_RENDERS = 3;
/** The time zone of the render in progress (renders of several visitors interleave as they await their reads). */
const zones = new AsyncLocalStorage<string | undefined>();
showMomentsIn(() => zones.getStore());

/** The origin the render's calls are addressed to; they never leave the server. */
const IN_PROCESS = 'http://portal.invalid/';

/**
 * Renders the page until it asks nothing new: a render finds the queries the first view asks (the
 * first one also loads every lazy part), the server answers them, the next renders with the
 * answers, up to MAX_RENDERS. What is still unanswered then shows as its skeleton; the browser asks it.
 */
export const renderFirstView: RenderFirstView = (request) => zones.run(request.timeZone, () => render(request));

async function render(request: FirstViewRequest): ReturnType<RenderFirstView> {
  const messages = { ...request.messages.guest, ...request.messages.members } as Messages;
  const i18n = withSentenceStops(setupI18n());
  i18n.loadAndActivate({ locale: request.locale, messages });
  const loader: MessagesLoader = { load: async () => messages, loadMembers: async () => request.messages.members as Messages };
  const cookies = consentCookies(request.consentDecided);
  let session: ReturnType<typeof createActor<ReturnType<typeof provideSession>>> | null = null;
  const early = {
    messages: loader,
    store: emptyStore,
    attempts: noAttempts,
    cookies,
    navigator: stay,
    authenticator: renderAuthenticator,
    pageLinks: { opens: (href: string) => session !== null && opensPage(href, toSessionView(session.getSnapshot())) },
  };
  const container = createContainer({
    early,
    locale: () => request.locale,
    onUnauthorized: () => {},
    transport: { fetch: request.fetch, baseUrl: IN_PROCESS },
  });
  const profile = await container.get(accountPort).profile();
  if (!profile) return null;

  const never = () => new Promise<never>(() => {});
  session = createActor(provideSession(never, emptyStore, stay, cookies, noAttempts), { input: { profile } }).start();
  const { pathname, search } = new URL(request.url, IN_PROCESS);
  // Only a member page the client shows as it is: a redirect, a 404 or a page the account may not
  // see is the client's to handle, and so are the public pages (guide, reference form), whose
  // owner's parts load on their own.
  const decision = guard(pathname, search, toSessionView(session.getSnapshot()));
  if (decision.kind !== 'render' || decision.match.route.public === true) {
    session.stop();
    return null;
  }
  const localeSwitch = createActor(provideLocaleSwitch(i18n, loader, cookies, false, () => {})).start();
  const services: AppServices = { container: settled(Promise.resolve(container)), early, session, localeSwitch, store: emptyStore, buildId: request.buildId, fromHtml: true };
  const renderPage = () =>
    renderToHtml(
      <Router ssrPath={request.url}>
        <App i18n={i18n} services={services} />
      </Router>,
      pathname,
    );
  try {
    const queries = visitQueryClient(services);
    const tried = new Set<Query>();
    let html = await renderPage();
    for (let renders = 1; renders < MAX_RENDERS; renders++) {
      const asked = queries
        .getQueryCache()
        .getAll()
        .filter((query) => query.state.status === 'pending' && !tried.has(query) && isEnabled(query));
      if (asked.length === 0) break;
      for (const query of asked) tried.add(query);
      await answer(queries, asked);
      html = await renderPage();
    }
    const answers = queries
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === 'success')
      .map((query) => ({ key: query.queryKey, data: query.state.data, updatedAt: query.state.dataUpdatedAt }));
    return { html, ...documentHead(pathname, i18n), state: { profile, queries: answers } };
  } finally {
    session.stop();
    localeSwitch.stop();
  }
}

/** Answers the queries a render asked, within READS_TIMEOUT_MS; a failed one stays unanswered. */
async function answer(client: QueryClient, asked: readonly Query[]): Promise<void> {
  const answered = Promise.allSettled(asked.map((query) => client.prefetchQuery({ ...query.options, queryKey: query.queryKey })));
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([answered, new Promise((resolve) => (timer = setTimeout(resolve, READS_TIMEOUT_MS)))]).finally(() => clearTimeout(timer));
}

function isEnabled(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}
