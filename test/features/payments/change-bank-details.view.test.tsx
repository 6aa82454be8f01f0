import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BankDetailsRequest } from '../../../src/contract/payments';
import { ChangeBankDetailsView } from '../../../src/features/payments/change-bank-details.view';
import { GatewayError } from '../../../src/ports/gateway-error';
import { type PaymentsGateway, paymentsPort } from '../../../src/ports/payments-gateway';
import { port, renderPage } from '../../support/render-page';

function renderForm(requestBankChange: PaymentsGateway['requestBankChange']) {
  const refuse = () => Promise.reject(new Error('not in this test'));
  const gateway = { requestBankChange, verifyBankChange: refuse, bankChangeStatus: refuse } as unknown as PaymentsGateway;
  return renderPage(<ChangeBankDetailsView />, { path: '/profile/payment-info/change-bank-details', ports: [port(paymentsPort, gateway)] });
}

const send = () => userEvent.click(screen.getByRole('button', { name: 'Send me the code' }));
const problems = () => within(screen.getByRole('alert')).getAllByRole('listitem').map((item) => item.textContent);
const VALID_IBAN = 'DE02 1203 0000 0000 2020 51';

describe('change bank details form errors', () => {
  it('a failed submit focuses the summary and sends nothing; a fixed field loses its error at once', async () => {
    const sent: BankDetailsRequest[] = [];
    renderForm(async (request) => (sent.push(request), { changeId: 'c1', sentTo: null }) as never);
    await userEvent.type(screen.getByLabelText('IBAN'), 'DE89 3704 0044 0532 0130 01');
    await send();
    expect(document.activeElement).toBe(screen.getByRole('alert'));
    expect(problems()).toEqual(['Please enter a valid IBAN (for example HR12 1001 0051 8630 0016 0).', 'Please enter the account holder’s name.']);
    await userEvent.type(screen.getByLabelText('Account holder'), 'Adria Alpen GmbH');
    expect(problems()).toEqual(['Please enter a valid IBAN (for example HR12 1001 0051 8630 0016 0).']);
    expect(document.activeElement).toBe(screen.getByLabelText('Account holder'));
    await userEvent.clear(screen.getByLabelText('IBAN'));
    await userEvent.type(screen.getByLabelText('IBAN'), VALID_IBAN);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sent).toEqual([]);
  });

  it("keeps the server's refusal of a field while it keeps the value that was sent", async () => {
    renderForm(() => Promise.reject(new GatewayError({ kind: 'http', status: 400, code: 'invalid_request', fieldErrors: { iban: ['invalid_value'] } })));
    await userEvent.type(screen.getByLabelText('IBAN'), VALID_IBAN);
    await userEvent.type(screen.getByLabelText('Account holder'), 'Adria Alpen GmbH');
    await send();
    expect(await screen.findByText('Please check the bank details')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('alert'));
    expect(problems()).toEqual(['Please enter a valid IBAN (for example HR12 1001 0051 8630 0016 0).']);
    await userEvent.type(screen.getByLabelText('Account holder'), '.');
    expect(problems()).toHaveLength(1);
    // Another IBAN the client accepts: the server has not refused that one.
    await userEvent.clear(screen.getByLabelText('IBAN'));
    await userEvent.type(screen.getByLabelText('IBAN'), 'HR12 1001 0051 8630 0016 0');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
