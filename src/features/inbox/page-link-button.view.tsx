import { Link } from 'wouter';
import { LinkButton } from '../../ui/link-button';

/** A primary button-looking link to another page of the portal, navigating without a reload. */
export function PageLinkButton({ href, label }: { href: string; label: string }) {
  return (
    <Link href={href} asChild>
      <LinkButton href={href}>{label}</LinkButton>
    </Link>
  );
}
