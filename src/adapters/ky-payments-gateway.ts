import type { KyInstance } from 'ky';
import type { BankDetailsRequest, TransactionsQuery } from '../contract/payments';
import type { ExportFormat, PayoutSchedule, UiLocale } from '../domain/enumerations';
import type { PaymentsGateway } from '../ports/payments-gateway';
import { send } from './ky-http';

const schemas = () => import('../contract/payments');
/** The API's address as the browser sees it (downloads are plain links). */
const API = '/api/payments';

export class KyPaymentsGateway implements PaymentsGateway {
  constructor(private readonly http: KyInstance) {}

  async overview() {
    const { PaymentsOverview } = await schemas();
    return send(() => this.http.get('payments/overview').json(PaymentsOverview));
  }

  async transactions(query: Partial<TransactionsQuery>) {
    const { TransactionPage } = await schemas();
    const searchParams = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string | number>;
    return send(() => this.http.get('payments/transactions', { searchParams }).json(TransactionPage));
  }

  async statements(year?: number) {
    const { StatementList } = await schemas();
    return send(() => this.http.get('payments/statements', { searchParams: year === undefined ? {} : { year } }).json(StatementList));
  }

  async paymentInfo() {
    const { PaymentInfo } = await schemas();
    return send(() => this.http.get('payments/payment-info').json(PaymentInfo));
  }

  statementUrl(statementId: string, format: ExportFormat, locale: UiLocale) {
    return `${API}/statements/${encodeURIComponent(statementId)}/export?format=${format}&lang=${locale}`;
  }

  annualReportUrl(year: number, format: ExportFormat, locale: UiLocale) {
    return `${API}/annual-report/${year}?format=${format}&lang=${locale}`;
  }

  async requestScheduleChange(schedule: PayoutSchedule) {
    const { ChangeStarted } = await schemas();
    return send(() => this.http.post('payments/schedule', { json: { schedule } }).json(ChangeStarted));
  }

  async verifyScheduleChange(changeId: string, code: string) {
    const { ScheduleChanged } = await schemas();
    return send(() => this.http.post(`payments/schedule/${encodeURIComponent(changeId)}/verify`, { json: { code } }).json(ScheduleChanged));
  }

  async requestBankChange(request: BankDetailsRequest) {
    const { ChangeStarted } = await schemas();
    return send(() => this.http.post('payments/bank-details', { json: request }).json(ChangeStarted));
  }

  async verifyBankChange(changeId: string, code: string) {
    const { BankChangeStatus } = await schemas();
    return send(() => this.http.post(`payments/bank-details/${encodeURIComponent(changeId)}/verify`, { json: { code } }).json(BankChangeStatus));
  }

  async bankChangeStatus(changeId: string) {
    const { BankChangeStatus } = await schemas();
    return send(() => this.http.get(`payments/bank-details/${encodeURIComponent(changeId)}`).json(BankChangeStatus));
  }
}
