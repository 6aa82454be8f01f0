import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isBotUserAgent } from '../domain/bot-user-agent';
import { InternalErrorView } from '../features/shell/error.view';
import { Layout } from './layout';

interface State {
  error: Error | null;
}

/** Any render error: the internal-error page with a reload button; nothing for bots. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Render failed', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    if (isBotUserAgent(navigator.userAgent)) return null;
    return (
      <Layout name="loggedout" title={/*i18n*/ { id: 'error.internal.title', message: 'Internal error' }} errorPage>
        <InternalErrorView onReload={() => window.location.reload()} />
      </Layout>
    );
  }
}
