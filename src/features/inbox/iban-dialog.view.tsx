import { useLingui } from '@lingui/react';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { PageLink } from '../../ui/page-link';

/** The outcome of a bank-details change: refused (danger, with the way to try again) or approved (success). */
export function IbanDialog({ failed, onClose }: { failed: boolean; onClose: () => void }) {
  const { i18n } = useLingui();
  if (failed) {
    return (
      <Dialog
        open
        onClose={onClose}
        title={i18n._({ id: 'inbox.iban.failed.title', message: 'Your new bank details were not accepted' })}
        footer={<PageLink href="/profile/payment-info/change-bank-details">{i18n._({ id: 'inbox.iban.failed.go', message: 'Enter bank details again' })}</PageLink>}
      >
        <Alert tone="danger">
          {i18n._({
            id: 'inbox.iban.failed.text',
            message: 'The bank could not confirm the account. Please check that the account holder and the IBAN are exactly as on your bank statement. Until then we pay to your previous account.',
          })}
        </Alert>
      </Dialog>
    );
  }
  return (
    <Dialog
      open
      onClose={onClose}
      title={i18n._({ id: 'inbox.iban.approved.title', message: 'Your new bank details are approved' })}
      footer={<Button onClick={onClose}>{i18n._({ id: 'inbox.dialog.ok', message: 'OK' })}</Button>}
    >
      <Alert tone="success">{i18n._({ id: 'inbox.iban.approved.text', message: 'From now on we pay to your new bank account.' })}</Alert>
    </Dialog>
  );
}
