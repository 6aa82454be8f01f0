import { useLingui } from '@lingui/react';
import type { Notification } from '../../contract/inbox';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { param } from './notification-params';
import { PageLink } from '../../ui/page-link';

/** Confirms that the owner's recommendation of a homeowner arrived. */
export function ReferralDialog({ notification, onClose }: { notification: Notification; onClose: () => void }) {
  const { i18n } = useLingui();
  const name = param(notification, 'name', 'referralName');
  return (
    <Dialog
      open
      onClose={onClose}
      title={i18n._({ id: 'inbox.referral.title', message: 'Thank you for your recommendation' })}
      footer={
        <>
          <PageLink href="/reference-form">{i18n._({ id: 'referral.inbox.open', message: 'See your recommendations' })}</PageLink>
          <Button variant="secondary" onClick={onClose}>
            {i18n._({ id: 'inbox.dialog.ok', message: 'OK' })}
          </Button>
        </>
      }
    >
      <p>
        {name
          ? i18n._({
              id: 'inbox.referral.text',
              message: 'We have received your recommendation of {name}. We will get in touch with them and let you know how it goes.',
              values: { name },
            })
          : i18n._({ id: 'inbox.referral.textNoName', message: 'We have received your recommendation. We will get in touch and let you know how it goes.' })}
      </p>
    </Dialog>
  );
}
