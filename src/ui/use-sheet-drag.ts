import { useRef, type PointerEvent, type RefObject } from 'react';

/** Dragging the sheet's header down further than this (px) closes it on release. */
export const SHEET_SWIPE_THRESHOLD_PX = 80;

/**
 * Moves `element` vertically from `fromPx` to `to` (a CSS length) with the Web Animations API,
 * holding the end position. WAAPI writes no style attribute, so it stays within a CSP that allows
 * only 'self' stylesheets; where it is missing the sheet simply does not follow the finger.
 */
export function slide(element: HTMLElement | null, fromPx: number, to: string, durationMs: number) {
  if (!element || typeof element.animate !== 'function') return;
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  resetSlide(element);
  const animation = element.animate([{ transform: `translateY(${fromPx}px)` }, { transform: `translateY(${to})` }], {
    duration: reduce ? 0 : durationMs,
    easing: 'cubic-bezier(0.2, 0, 0, 1)',
    fill: 'forwards',
  });
  animation.finished?.catch(() => {}); // cancelling rejects it; that is expected
  slides.set(element, animation);
}

const slides = new WeakMap<Element, Animation>();

/** Drops the position held by {@link slide}, so the element is where its CSS puts it. */
export function resetSlide(element: HTMLElement | null) {
  if (!element) return;
  slides.get(element)?.cancel();
  slides.delete(element);
}

/**
 * Pointer handlers for the sheet's drag area (mouse, pen and touch alike). The panel follows the
 * pointer downwards; on release past {@link SHEET_SWIPE_THRESHOLD_PX} `onSwipeClose` gets the
 * offset reached, otherwise the panel springs back. Presses that start on a button are left alone
 * so the close button keeps working.
 */
export function useSheetDrag(panel: RefObject<HTMLElement | null>, onSwipeClose: (offsetPx: number) => void) {
  const startY = useRef<number | null>(null);
  const offset = useRef(0);

  const finish = (commit: boolean) => {
    if (startY.current === null) return;
    startY.current = null;
    if (commit && offset.current > SHEET_SWIPE_THRESHOLD_PX) onSwipeClose(offset.current);
    else if (offset.current > 0) slide(panel.current, offset.current, '0px', 200);
  };

  return {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (event.button !== 0 || (event.target as Element).closest('button')) return;
      startY.current = event.clientY;
      offset.current = 0;
      event.currentTarget.setPointerCapture?.(event.pointerId);
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      if (startY.current === null) return;
      offset.current = Math.max(0, event.clientY - startY.current);
      slide(panel.current, offset.current, `${offset.current}px`, 0);
    },
    onPointerUp: () => finish(true),
    onPointerCancel: () => finish(false),
  };
}
