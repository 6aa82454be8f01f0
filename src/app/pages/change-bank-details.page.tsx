import { ChangeBankDetailsView } from '../../features/payments/change-bank-details.view';

/** /profile/payment-info/change-bank-details */
export default function ChangeBankDetailsPage() {
  return <ChangeBankDetailsView />;
}
