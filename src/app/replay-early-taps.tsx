import { useEffect } from 'react';
import { useApp } from './app-context';

/**
 * Taps again, once its part has hydrated, each button of the first page that was tapped while
 * its server HTML showed without the script (a button still there and enabled): on a slow phone
 * the page shows a second or more before, and a tap then should not be lost.
 */
export function ReplayEarlyTaps() {
  const { earlyTaps } = useApp();
  useEffect(() => {
    for (const button of earlyTaps?.splice(0) ?? []) {
      if (button.isConnected && !button.matches(':disabled')) button.click();
    }
  }, [earlyTaps]);
  return null;
}
