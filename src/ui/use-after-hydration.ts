import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * A browser-only value that a prerendered page (build.mjs) renders as `prerendered` first: the
 * hydrating render must equal the HTML, so the real value shows in the render after it. Without
 * prerendered HTML (createRoot), the real value is there from the first render. Also tells a
 * control whether its handlers are attached: `useAfterHydration(() => true, false)`.
 */
export function useAfterHydration<T>(value: () => T, prerendered: T): T {
  return useSyncExternalStore(never, value, () => prerendered);
}
