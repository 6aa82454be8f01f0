import { SCROLL_DEPTH_THRESHOLDS } from './constants';

export type ScrollThreshold = (typeof SCROLL_DEPTH_THRESHOLDS)[number];

/**
 * How far down the page the visitor has seen, in percent (0–100): the bottom of the viewport over
 * the page's height. A page that fits the viewport is seen whole.
 */
export function scrollDepthPercent(scrollTop: number, viewportHeight: number, pageHeight: number): number {
  if (pageHeight <= viewportHeight) return 100;
  const seen = Math.max(0, scrollTop) + Math.max(0, viewportHeight);
  return Math.min(100, Math.max(0, (seen / pageHeight) * 100));
}

/** The thresholds (spec 9: 25, 50, 75, 100 %) reached at `percent` and not reported yet for this page. */
export function newThresholds(percent: number, reported: readonly number[]): ScrollThreshold[] {
  return SCROLL_DEPTH_THRESHOLDS.filter((threshold) => percent >= threshold && !reported.includes(threshold));
}
