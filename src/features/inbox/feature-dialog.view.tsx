import { useLingui } from '@lingui/react';
import type { Notification } from '../../contract/inbox';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { featureTexts } from './feature-texts';
import { PageLink } from '../../ui/page-link';

/** The detail of a feature announcement, with a way to try it when the card has a link. */
export function FeatureDialog({ notification, onClose }: { notification: Notification; onClose: () => void }) {
  const { i18n } = useLingui();
  const texts = featureTexts(notification.featureNotification?.feature);
  const link = notification.featureNotification?.link ?? null;
  return (
    <Dialog
      open
      onClose={onClose}
      title={i18n._(texts.title)}
      footer={
        link ? (
          <PageLink href={link}>{i18n._({ id: 'inbox.feature.try', message: 'Try it now' })}</PageLink>
        ) : (
          <Button onClick={onClose}>{i18n._({ id: 'inbox.dialog.ok', message: 'OK' })}</Button>
        )
      }
    >
      <p>{i18n._(texts.text)}</p>
    </Dialog>
  );
}
