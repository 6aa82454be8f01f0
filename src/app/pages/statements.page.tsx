import { StatementsView } from '../../features/payments/statements.view';

/** /payments-overview/statements */
export default function StatementsPage() {
  return <StatementsView />;
}
