/** Small pieces of the month view: prices as text, scrolling to the iCal connections, telling keyboard focus. */
import { useLingui } from '@lingui/react';
import { type RefObject, useEffect, useMemo } from 'react';
import type { NightPrices } from '../../contract/calendar';
import { formatWholeMoney } from '../../i18n/format';

/** The priced nights' prices as the owner reads them, rounded: "€120". */
export function usePriceTexts(prices: NightPrices | null): ReadonlyMap<string, string> {
  const { i18n } = useLingui();
  return useMemo(
    () => new Map((prices?.nights ?? []).map((night) => [night.date, formatWholeMoney({ amount: night.cents / 100, currency: prices!.currency }, i18n.locale)])),
    [prices, i18n.locale],
  );
}

/** Scrolls its target into view once, when the content around it has loaded (inside the Suspense boundary). */
export function ScrollIntoView({ target }: { target: RefObject<HTMLElement | null> | null }) {
  // A block body: newer engines return a promise from scrollIntoView, which React would call as the cleanup.
  useEffect(() => {
    target?.current?.scrollIntoView({ block: 'start' });
  }, [target]);
  return null;
}

/** Whether focus came from a keyboard (the browser's :focus-visible); engines without it count as no. */
export function isKeyboardFocus(target: EventTarget): boolean {
  try {
    return target instanceof Element && target.matches(':focus-visible');
  } catch {
    return false;
  }
}
