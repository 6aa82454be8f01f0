import { createContext, useContext } from 'react';

/**
 * Whether a portal page opens for the visitor now (the page exists and the route guard lets them
 * in), so no link ends on a 404. The app provides it from its PageLinks port.
 */
export const PageOpensContext = createContext<((href: string) => boolean) | null>(null);

/** `opens(href)`: whether to show a link to that page. */
export function useOpensPage(): (href: string) => boolean {
  const opens = useContext(PageOpensContext);
  if (!opens) throw new Error('useOpensPage outside <PageOpensContext>');
  return opens;
}
