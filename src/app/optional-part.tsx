import { Component, type ReactNode, Suspense } from 'react';
import { isLostWithSignal } from './chunk-load-failure';

/**
 * A part the page works without (the browser's behaviours, the cookie prompt, the inbox bell),
 * loaded in a Suspense of its own. If it fails, its chunk lost with the signal as a rule, it is
 * left out and the page stays: the area's error boundary would replace the whole page.
 */
export class OptionalPart extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error) {
    if (isLostWithSignal(error)) return void console.info('Left out without signal:', error.message);
    console.error('An optional part failed', error);
  }

  override render() {
    return this.state.failed ? null : <Suspense fallback={null}>{this.props.children}</Suspense>;
  }
}
