import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { pageLinksPort } from '../../ports/page-links';
import { usePort } from '../../ports/use-port';
import { LinkButton, type LinkButtonProps } from '../../ui/link-button';

/**
 * A button-looking link to a portal page that navigates without a reload; none at all while that
 * page does not exist or the owner may not open it (no link ends on a 404).
 */
export function PageLink({ href, children, ...rest }: Omit<LinkButtonProps, 'href'> & { href: string; children: ReactNode }) {
  if (!usePort(pageLinksPort).opens(href)) return null;
  return (
    <Link href={href} asChild>
      <LinkButton href={href} {...rest}>
        {children}
      </LinkButton>
    </Link>
  );
}
