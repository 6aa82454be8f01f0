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
  totals: { credit: 1200, debit: 0 },
};

const info: PaymentInfo = { iban: 'HR12 **** 0160', accountHolder: 'Marta Horvat', bic: null, schedule: null, card: null, pendingBankChange: null };

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

describe('payments pages load through the shared loading/error display', () => {
  it('/payments-overview: announces loading, offers "Try again", then shows the balance', async () => {
    const steps = failsOnce(overview);
    renderPage(<PaymentsOverviewView />, { ports: [port(paymentsPort, gateway({ overview: steps.answer }))] });
    expect(screen.getByRole('heading', { level: 1, name: 'Payments' })).toBeTruthy();
    await expectLoadingErrorRetry(steps, { loading: 'Loading your payments…', error: 'We could not load your payments' }, () => screen.findByText('€1,250.00'));
  });

  it('the bookings list loads under its heading and filters, which stay', async () => {
    const steps = failsOnce(bookings);
    renderPage(<PaymentsOverviewView />, { ports: [port(paymentsPort, gateway({ transactions: steps.answer }))] });
    const section = await screen.findByRole('region', { name: 'Bookings' });
    expect(within(section).getByLabelText('Type')).toBeTruthy();
    await expectLoadingErrorRetry(steps, { loading: 'Loading…', error: 'We could not load your bookings' }, () => within(section).findByText('1 booking: €1,200.00 income, €0.00 deductions.'));
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
