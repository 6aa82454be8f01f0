import { createContext, type ReactNode, useContext } from 'react';
import { Link } from 'wouter';
import { LinkButton, type LinkButtonProps } from './link-button';

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

/**
 * A button-looking link to a portal page that navigates without a reload; none at all while that
 * page does not open (see {@link useOpensPage}).
 */
export function PageLink({ href, children, ...rest }: Omit<LinkButtonProps, 'href'> & { href: string; children: ReactNode }) {
  if (!useOpensPage()(href)) return null;
  return (
    <Link href={href} asChild>
      <LinkButton href={href} {...rest}>
        {children}
      </LinkButton>
    </Link>
  );
}
