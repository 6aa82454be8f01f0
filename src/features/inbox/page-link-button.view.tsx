import { Link } from 'wouter';
import { pageLinksPort } from '../../ports/page-links';
import { usePort } from '../../ports/use-port';
import { LinkButton } from '../../ui/link-button';

/**
 * A primary button-looking link to another page of the portal, navigating without a reload; none
 * at all while that page does not exist or the owner may not open it (no link ends on a 404).
 */
export function PageLinkButton({ href, label }: { href: string; label: string }) {
  if (!usePort(pageLinksPort).opens(href)) return null;
  return (
    <Link href={href} asChild>
      <LinkButton href={href}>{label}</LinkButton>
    </Link>
  );
}
