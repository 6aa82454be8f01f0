import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { LinkButton, type LinkButtonProps } from '../../ui/link-button';

/** A button-looking link to a portal page that navigates without a reload. */
export function PageLink({ href, children, ...rest }: Omit<LinkButtonProps, 'href'> & { href: string; children: ReactNode }) {
  return (
    <Link href={href} asChild>
      <LinkButton href={href} {...rest}>
        {children}
      </LinkButton>
    </Link>
  );
}
