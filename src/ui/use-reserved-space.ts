import { type RefObject, useEffect } from 'react';
import { RESERVED_BOTTOM } from './global.css';

/**
 * While the fixed bottom panel `ref` points to is shown, the page gets that much room below its
 * end (the body's `--reserved-bottom`, see global.css.ts): whatever the panel sits on can
 * be scrolled up above it, so a prompt or a banner never keeps a form field or link out of reach.
 * The panels shown at once add up.
 */
export function useReservedSpace(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const panel = ref.current;
    if (!panel) return;
    const { body } = document;
    let mine = 0;
    const reserve = (height: number) => {
      const others = (Number.parseFloat(body.style.getPropertyValue(RESERVED_BOTTOM)) || 0) - mine;
      mine = height;
      const total = others + mine;
      if (total > 0) body.style.setProperty(RESERVED_BOTTOM, `${total}px`);
      else body.style.removeProperty(RESERVED_BOTTOM);
    };
    // The panel's height and the gap under it, kept up to date as it grows (an opened detail, a wrapped line).
    const observer = new ResizeObserver(() => reserve(Math.ceil(panel.offsetHeight + 16)));
    observer.observe(panel);
    return () => {
      observer.disconnect();
      reserve(0);
    };
  }, [ref]);
}
