import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { LinkButton, type LinkButtonProps } from './link-button';
import { useOpensPage } from './page-opens';

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
