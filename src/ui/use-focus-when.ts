import { type RefObject, useEffect } from 'react';

/**
 * The one focus rule of forms and pages: move focus to `ref` each time `key` changes to a value
 * that is not null/false (a new problem after a failed submit: the error summary; arrival on a
 * page: its heading, with `key` true). Screen readers then read what changed, and keyboard users
 * continue from there instead of the page body. The target needs `tabIndex={-1}` unless focusable.
 */
export function useFocusWhen(ref: RefObject<HTMLElement | null>, key: unknown) {
  useEffect(() => {
    if (key !== null && key !== undefined && key !== false) ref.current?.focus();
  }, [ref, key]);
}
