import { GuideView } from '../../features/guide/guide.view';
import { useApp } from '../app-context';

/**
 * /guide: public, for signed-in owners and visitors. The page links come from the boot's adapters,
 * not the container, so the build can prerender the page for visitors (scripts/route-chunks.mjs).
 */
export default function GuidePage() {
  const opens = useApp().early.pageLinks.opens('/contact-us');
  return <GuideView helpHref={opens ? '/contact-us' : null} />;
}
