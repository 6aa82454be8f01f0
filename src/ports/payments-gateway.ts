import type {
  BankChangeStatus,
  BankDetailsRequest,
  ChangeStarted,
  PaymentInfo,
  PaymentsOverview,
  ScheduleChanged,
  StatementList,
  TransactionPage,
  TransactionsQuery,
} from '../contract/payments';
import type { ExportFormat, PayoutSchedule, UiLocale } from '../domain/enumerations';
import { portKey } from './port-key';

/** The owner's money: overview, bookings, statements, payment info and the confirmed changes. Throws GatewayError. */
export interface PaymentsGateway {
  overview(): Promise<PaymentsOverview>;
  transactions(query: Partial<TransactionsQuery>): Promise<TransactionPage>;
  statements(year?: number): Promise<StatementList>;
  paymentInfo(): Promise<PaymentInfo>;
  /** Where the browser downloads a statement (a plain link: the file streams to disk), in `locale`. */
  statementUrl(statementId: string, format: ExportFormat, locale: UiLocale): string;
  /** Where the browser downloads the year-end report, in `locale`. */
  annualReportUrl(year: number, format: ExportFormat, locale: UiLocale): string;
  /** Starts a schedule change; a code is sent. */
  requestScheduleChange(schedule: PayoutSchedule): Promise<ChangeStarted>;
  verifyScheduleChange(changeId: string, code: string): Promise<ScheduleChanged>;
  /** Starts a bank-details change; a code is sent. */
  requestBankChange(request: BankDetailsRequest): Promise<ChangeStarted>;
  verifyBankChange(changeId: string, code: string): Promise<BankChangeStatus>;
  bankChangeStatus(changeId: string): Promise<BankChangeStatus>;
}

export const paymentsPort = portKey<PaymentsGateway>('payments');
