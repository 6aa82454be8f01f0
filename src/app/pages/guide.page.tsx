import { GuideView } from '../../features/guide/guide.view';
import { pageLinksPort } from '../../ports/page-links';
import { usePort } from '../../ports/use-port';

/** /guide: public, for signed-in owners and visitors. */
export default function GuidePage() {
  const opens = usePort(pageLinksPort).opens('/contact-us');
  return <GuideView helpHref={opens ? '/contact-us' : null} />;
}
