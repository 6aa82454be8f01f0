import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PaymentInfo, PaymentsOverview, StatementList, TransactionPage } from '../../../src/contract/payments';
import { PaymentInfoView } from '../../../src/features/payments/payment-info.view';
import { PaymentsOverviewView } from '../../../src/features/payments/payments-overview.view';
import { StatementsView } from '../../../src/features/payments/statements.view';
import { type PaymentsGateway, paymentsPort } from '../../../src/ports/payments-gateway';
import { expectLoadingErrorRetry, failsOnce } from '../../support/query-state-steps';
import { port, renderPage } from '../../support/render-page';

const home = { code: 'HR1.2.3', name: 'Villa Mare' };

const overview: PaymentsOverview = {
  today: '2026-11-27',
  currency: 'EUR',
  balance: 1250,
  availability: 'AVAILABLE',
  nextPayout: null,
  schedule: null,
  payouts: [],
  years: [2026],
  accommodations: [home],
  monthly: [],
};

const bookings: TransactionPage = {
  content: [{ id: 't1', date: '2026-07-04', type: 'credit', kind: 'rental_income', amount: 1200, currency: 'EUR', accommodation: home, resNo: '500003' }],
  page: 0,
  size: 20,
  total: 1,
  totals: { credit: 1200, debit: 45.5 },
};

const info: PaymentInfo = { iban: 'HR12 **** 0160', accountHolder: 'Marta Horvat', bic: null, schedule: null, card: null, pendingBankChange: null, rejectedBankChange: null };

const statements: StatementList = {
  years: [2025],
  content: [{ id: 's1', year: 2025, accommodation: home, currency: 'EUR', income: 900, deductions: 100, net: 800, final: true }],
};

function gateway(over: Partial<PaymentsGateway>): PaymentsGateway {
  return {
    overview: async () => overview,
    transactions: async () => bookings,
    statements: async () => statements,
    paymentInfo: async () => info,
    statementUrl: (id, format) => `/api/payments/statements/${id}/export?format=${format}`,
    annualReportUrl: (year, format) => `/api/payments/annual-report/${year}?format=${format}`,
    ...over,
  } as PaymentsGateway;
}

describe('money figures: the same words and signs on every page (docs/domain.md)', () => {
  it('says once why the balance and the next payout differ', async () => {
    const withPayout = { ...overview, nextPayout: { date: '2026-12-01', amount: 3114.75, currency: 'EUR' } };
    renderPage(<PaymentsOverviewView />, { ports: [port(paymentsPort, gateway({ overview: async () => withPayout }))] });
    expect(await screen.findByText('€3,114.75')).toBeTruthy();
    expect(screen.getByText(/^The balance is what has been booked to your account and not yet paid out, as of today\. The next payout pays what is due/)).toBeTruthy();
  });

  it('shows deductions negative in the statements list and the chart’s table, net as income plus deductions', async () => {
    renderPage(<StatementsView />, { ports: [port(paymentsPort, gateway({}))] });
    const row = (await screen.findByText('-€100.00')).closest('tr')!;
    expect(row.textContent).toContain('Villa Mare');
    expect(row.textContent).toContain('€900.00');
    expect(row.textContent).toContain('€800.00');
  });

  it('names the chart’s total "income", the overview’s word for it', async () => {
    const withMonths = { ...overview, monthly: [{ year: 2026, month: 7, income: 1200, deductions: 300 }, { year: 2025, month: 7, income: 999, deductions: 1 }] };
    renderPage(<PaymentsOverviewView />, { ports: [port(paymentsPort, gateway({ overview: async () => withMonths }))] });
    expect(await screen.findByText(/^Income booked in 2026: €1,200\.00\. The strongest month was July with €1,200\.00\.$/)).toBeTruthy();
    expect(screen.getByRole('cell', { name: '-€300.00' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: '€900.00' })).toBeTruthy();
  });
});

describe('the payment information page tells a refused bank change as the overview does', () => {
  it('shows the IBAN still paid to, the refused one and what to do', async () => {
    const refused = { ...info, rejectedBankChange: { iban: 'HR99 •••• •••• 4711', reason: 'BANK_REJECTED' } };
    renderPage(<PaymentInfoView scheduleChange={() => null} />, { ports: [port(paymentsPort, gateway({ paymentInfo: async () => refused }))] });
    expect(await screen.findByText('HR12 **** 0160')).toBeTruthy();
    const notice = screen.getByText('Your new bank details were not accepted').closest('[role="status"]')!;
    expect(notice.textContent).toContain('The bank could not confirm the account HR99 •••• •••• 4711. We keep paying to your account on file, HR12 **** 0160.');
    expect(notice.textContent).toContain('Please check that the account holder and the IBAN are exactly as on your bank statement');
    expect(screen.getByRole('link', { name: 'Enter bank details again' }).getAttribute('href')).toBe('/profile/payment-info/change-bank-details');
  });

  it('shows no notice without a refused change', async () => {
    renderPage(<PaymentInfoView scheduleChange={() => null} />, { ports: [port(paymentsPort, gateway({}))] });
    expect(await screen.findByText('HR12 **** 0160')).toBeTruthy();
    expect(screen.queryByText(/not accepted/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Change bank details' })).toBeTruthy();
  });
});

describe('payments pages load through the shared loading/error display', () => {
  it('/payments-overview: announces loading, offers "Try again", then shows the balance', async () => {
    const steps = failsOnce(overview);
    renderPage(<PaymentsOverviewView />, { ports: [port(paymentsPort, gateway({ overview: steps.answer }))] });
    expect(screen.getByRole('heading', { level: 1, name: 'Payments' })).toBeTruthy();
    await expectLoadingErrorRetry(steps, { loading: 'Loading your payments…', error: 'We could not load your payments' }, () => screen.findByText('€1,250.00'));
  });

  it('the account entries load under their heading and filters, which stay; deductions with a minus sign', async () => {
    const steps = failsOnce(bookings);
    renderPage(<PaymentsOverviewView />, { ports: [port(paymentsPort, gateway({ transactions: steps.answer }))] });
    const section = await screen.findByRole('region', { name: 'Account entries' });
    expect(within(section).getByLabelText('Type')).toBeTruthy();
    await expectLoadingErrorRetry(steps, { loading: 'Loading…', error: 'We could not load your account entries' }, () =>
      within(section).findByText('1 account entry: €1,200.00 income, -€45.50 deductions.'),
    );
    expect(within(section).getByLabelText('Holiday home')).toBeTruthy();
  });

  it('/profile/payment-info: announces loading, offers "Try again", then shows the account', async () => {
    const steps = failsOnce(info);
    renderPage(<PaymentInfoView scheduleChange={() => null} />, { ports: [port(paymentsPort, gateway({ paymentInfo: steps.answer }))] });
    expect(screen.getByRole('heading', { level: 1, name: 'Payment information' })).toBeTruthy();
    await expectLoadingErrorRetry(steps, { loading: 'Loading…', error: 'We could not load your payment information' }, () => screen.findByText('HR12 **** 0160'));
  });

  it('/payments-overview/statements: announces loading, offers "Try again", then lists the statements', async () => {
    const steps = failsOnce(statements);
    renderPage(<StatementsView />, { ports: [port(paymentsPort, gateway({ statements: steps.answer }))] });
    expect(screen.getByRole('heading', { level: 1, name: 'Statements' })).toBeTruthy();
    await expectLoadingErrorRetry(steps, { loading: 'Loading…', error: 'We could not load your statements' }, () => screen.findByRole('table', { name: 'Statements per year and holiday home' }));
    expect(screen.getByRole('cell', { name: 'Villa Mare' })).toBeTruthy();
  });
});
