import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isBotUserAgent } from '../domain/bot-user-agent';
import { InternalErrorView, NotKeptOfflineView } from '../features/shell/error.view';
import { isChunkLoadFailure, isLostWithSignal } from './chunk-load-failure';
import { Layout } from './layout';

interface Props {
  children: ReactNode;
  /** Wrap the internal-error view in the logged-out layout (the app's last resort, outside any layout). */
  standalone?: boolean;
  /** A new value (the next path) clears the error, so the owner can navigate away from it. */
  resetKey?: string;
}

interface State {
  error: Error | null;
  resetKey: string | undefined;
}

/**
 * Any render error: the internal-error page with a reload button, inside the layout of the area
 * it happened in (spec 8); a page that could not load without signal says so instead; nothing for bots.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    // A page not kept offline is expected without signal: no error for it.
    if (isLostWithSignal(error)) return void console.info('Page not available offline:', error.message);
    console.error('Render failed', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    if (isBotUserAgent(navigator.userAgent)) return null;
    // Without signal a page that was never kept cannot load: that is no internal error.
    const chunkLost = isChunkLoadFailure(this.state.error);
    const view = isLostWithSignal(this.state.error) ? <NotKeptOfflineView onRetry={() => window.location.reload()} /> : <InternalErrorView onReload={() => window.location.reload()} />;
    // The layout is a chunk too: after a chunk that did not load, it may not either, and its
    // failure would land here again, over and over (thousands of requests a second, offline).
    if (!this.props.standalone || chunkLost) return view;
    return (
      <Layout name="loggedout" title={/*i18n*/ { id: 'error.internal.title', message: 'Internal error' }} errorPage>
        {view}
      </Layout>
    );
  }
}
