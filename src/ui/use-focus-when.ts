import { createContext, type RefObject, useContext, useEffect } from 'react';

/**
 * The one focus rule of forms and pages: move focus to `ref` each time `key` changes to a value
 * that is not null/false (a new problem after a failed submit: the error summary). Screen readers
 * then read what changed, and keyboard users continue from there instead of the page body. The
 * target needs `tabIndex={-1}` unless focusable.
 */
export function useFocusWhen(ref: RefObject<HTMLElement | null>, key: unknown) {
  useEffect(() => {
    if (key !== null && key !== undefined && key !== false) ref.current?.focus();
  }, [ref, key]);
}

/**
 * Whether the page was reached inside the app (a link, a redirect, back or forward), not by loading
 * the document. Provided by the app's route view.
 */
export const ArrivedInApp = createContext(false);

/**
 * Arrival on a page moves focus to `ref` (its heading), so screen readers read the new page. Not
 * on the document's first page: there focus and scroll stay the browser's, and a page whose server
 * HTML shows before its script has run (issue 23) hydrates up to a second later on a phone, when a
 * focus would pull the page from under a thumb that has begun to scroll or tap.
 */
export function useFocusOnArrival(ref: RefObject<HTMLElement | null>) {
  useFocusWhen(ref, useContext(ArrivedInApp));
}

/** Focus on the page's heading (its main region without one): screen readers then read the page. */
export function focusPageHeading() {
  (document.querySelector<HTMLElement>('#main h1') ?? document.getElementById('main'))?.focus();
}
