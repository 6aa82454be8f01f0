import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { useLocation } from 'wouter';
import { PrimaryNav } from '../features/shell/primary-nav.view';
import { useApp } from './app-context';
import { navigationItems } from './navigation';
import { sameSessionView, toSessionView } from './session-view';

/** The primary navigation of the signed-in area, from the route table's `nav` entries. */
export function PrimaryNavigation() {
  const { session } = useApp();
  const { i18n } = useLingui();
  const [path] = useLocation();
  const view = useSelector(session, toSessionView, sameSessionView);
  return <PrimaryNav items={navigationItems(view, path, i18n)} />;
}
