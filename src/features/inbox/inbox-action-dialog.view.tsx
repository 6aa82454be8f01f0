import type { Notification } from '../../contract/inbox';
import type { InboxAction } from '../../domain/inbox';
import { FeatureDialog } from './feature-dialog.view';
import { FeedbackDialog } from './feedback-dialog.view';
import { IbanDialog } from './iban-dialog.view';
import { LegalDialog } from './legal-dialog.view';
import { ReferralDialog } from './referral-dialog.view';
import { RenewalDialog } from './renewal-dialog.view';

export interface InboxActionDialogProps {
  /** What the card's type decided (domain `inboxAction`); reservations navigate instead. */
  action: InboxAction;
  notification: Notification;
  onClose: () => void;
}

/** The account a refused change leaves payouts on (the server adds it to bank cards), or null. */
const paidTo = (notification: Notification): string | null => (typeof notification.params.currentIban === 'string' ? notification.params.currentIban : null);

/** The dialog an inbox card opens. Closing unmounts it, and focus goes back to the card. */
export function InboxActionDialog({ action, notification, onClose }: InboxActionDialogProps) {
  switch (action.kind) {
    case 'featureDetail':
      return <FeatureDialog notification={notification} onClose={onClose} />;
    case 'feedbackDialog':
      return <FeedbackDialog notification={notification} onClose={onClose} />;
    case 'referralConfirmation':
      return <ReferralDialog notification={notification} onClose={onClose} />;
    case 'legalDialog':
      return <LegalDialog onClose={onClose} />;
    case 'ibanFailed':
    case 'ibanApproved':
      return <IbanDialog failed={action.kind === 'ibanFailed'} paidTo={paidTo(notification)} onClose={onClose} />;
    case 'autoRenew':
    case 'manualRenew':
      return <RenewalDialog notification={notification} mode={action.kind === 'autoRenew' ? 'auto' : 'manual'} onClose={onClose} />;
    case 'reservation':
    case 'none':
      return null;
  }
}
