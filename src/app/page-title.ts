import { createContext, useContext, useEffect } from 'react';

/** Lets a page replace its route's title while it shows another state (its not-found page). */
export const PageTitleOverride = createContext<(title: string | null) => void>(() => {});

/** The document title says this while the calling component is shown; the route's title returns after. */
export function usePageTitleOverride(title: string) {
  const override = useContext(PageTitleOverride);
  useEffect(() => {
    override(title);
    return () => override(null);
  }, [override, title]);
}
