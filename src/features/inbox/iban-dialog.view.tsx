import { useLingui } from '@lingui/react';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { PageLink } from '../../ui/page-link';
import { bankRejectionTexts as texts } from '../../i18n/bank-details-texts';

/**
 * The outcome of a bank-details change: refused (danger, with the account still paid to, as the
 * overview and the payment information page say it, and the way to try again) or approved.
 */
export function IbanDialog({ failed, paidTo, onClose }: { failed: boolean; paidTo: string | null; onClose: () => void }) {
  const { i18n } = useLingui();
  if (failed) {
    return (
      <Dialog open onClose={onClose} title={i18n._(texts.title)} footer={<PageLink href="/profile/payment-info/change-bank-details">{i18n._(texts.again)}</PageLink>}>
        <Alert tone="danger">
          {paidTo ? i18n._({ ...texts.paidTo, values: { iban: paidTo } }) : i18n._(texts.nothingOnFile)} {i18n._(texts.whatToDo)}
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
