import { useLingui } from '@lingui/react';
import { NotFoundView } from '../features/shell/error.view';
import { usePageTitleOverride } from './page-title';

/** A page's own not-found state (an unknown home in its address): its view and its title. */
export function NotFoundPage() {
  const { i18n } = useLingui();
  usePageTitleOverride(i18n._({ id: 'meta.notFound', message: 'Page Not Found' }));
  return <NotFoundView homeLabel={i18n._({ id: 'error.notFound.home', message: 'Go to homepage' })} />;
}
