import { createContext, type ReactNode, startTransition, use, useEffect, useState } from 'react';

/** Whether the browser's values may show: false while rendering on a server and while hydrating its HTML. */
const Hydrated = createContext(true);

/**
 * A browser-only value that a prerendered or server-rendered page renders as `prerendered` first:
 * the hydrating render must equal the HTML, so the real value shows in the render after it. Without
 * such HTML (createRoot), the real value is there from the first render. Also tells a control
 * whether its handlers are attached: `useAfterHydration(() => true, false)`.
 */
export function useAfterHydration<T>(value: () => T, prerendered: T): T {
  return use(Hydrated) ? value() : prerendered;
}

/**
 * Around an App that renders HTML (`fromHtml`: on a server, or hydrating it): its browser-only
 * values switch on once hydration is done, as a transition, so the components that read them
 * render again in slices the browser can interleave with input, not in one long task.
 */
export function HydrationGate({ fromHtml, children }: { fromHtml: boolean; children: ReactNode }) {
  const [hydrated, setHydrated] = useState(!fromHtml);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return <Hydrated value={hydrated}>{children}</Hydrated>;
}
