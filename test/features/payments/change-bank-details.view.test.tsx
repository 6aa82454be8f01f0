import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { provideChangeBankDetails } from '../../../src/app/change-bank-details.provide';
import type { BankChangeStatus, BankDetailsRequest } from '../../../src/contract/payments';
import { ChangeBankDetailsView } from '../../../src/features/payments/change-bank-details.view';
import { GatewayError } from '../../../src/ports/gateway-error';
import { type PaymentsGateway, paymentsPort } from '../../../src/ports/payments-gateway';
import { portsOf, renderPage } from '../../support/render-page';

function renderForm(requestBankChange: PaymentsGateway['requestBankChange'], verifyBankChange: PaymentsGateway['verifyBankChange'] = () => Promise.reject(new Error('not in this test'))) {
  const refuse = () => Promise.reject(new Error('not in this test'));
  const gateway = { requestBankChange, verifyBankChange, bankChangeStatus: refuse } as unknown as PaymentsGateway;
  const ports = (portsOf([[paymentsPort, gateway]]) as unknown as { value: Parameters<typeof provideChangeBankDetails>[0]['ports'] }).value;
  const change = createActor(provideChangeBankDetails({ ports, session: null as never }, { onChanged: () => {} })).start();
  return renderPage(<ChangeBankDetailsView change={change} />, { path: '/profile/payment-info/change-bank-details' });
}

const send = () => userEvent.click(screen.getByRole('button', { name: 'Send me the code' }));
const problems = () => within(screen.getByRole('alert')).getAllByRole('listitem').map((item) => item.textContent);
const VALID_IBAN = 'DE02 1203 0000 0000 2020 51';

describe('change bank details form errors', () => {
  it('names the holder\'s actual problem: too long with the limit, too short (issue 29, point 7)', async () => {
    const sent: BankDetailsRequest[] = [];
    renderForm(async (request) => (sent.push(request), { changeId: 'c1', sentTo: null }) as never);
    await userEvent.type(screen.getByLabelText('IBAN'), VALID_IBAN);
    await userEvent.click(screen.getByLabelText('Account holder'));
    await userEvent.paste('A'.repeat(200));
    await send();
    expect(problems()).toEqual(['The account holder’s name is too long: at most 70 characters, as on your bank statement.']);
    await userEvent.clear(screen.getByLabelText('Account holder'));
    await userEvent.type(screen.getByLabelText('Account holder'), 'A');
    await send();
    expect(problems()).toEqual(['Please enter the account holder’s full name (at least 2 characters).']);
    expect(sent).toEqual([]);
  });

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

describe('change bank details code step', () => {
  const started = (changeId: string) => ({ changeId, sentTo: 'o***@example.com', factorDeliveryMethod: 'MDS' as const });
  const fillAndSend = async () => {
    await userEvent.type(screen.getByLabelText('IBAN'), VALID_IBAN);
    await userEvent.type(screen.getByLabelText('Account holder'), 'Adria Alpen GmbH');
    await send();
  };

  it('names a code that is not six digits without sending it, and the tries left after a wrong one', async () => {
    const verified: string[] = [];
    renderForm(
      async () => started('c1'),
      async (_, code) => {
        verified.push(code);
        throw new GatewayError({ kind: 'http', status: 400, code: 'invalid_code', triesLeft: 2 });
      },
    );
    await fillAndSend();
    await userEvent.type(await screen.findByLabelText('Code'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm the change' }));
    expect(screen.getByText('The code has 6 digits.')).toBeTruthy();
    expect(verified).toEqual([]);
    await userEvent.type(screen.getByLabelText('Code'), '456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm the change' }));
    expect(await screen.findByText('This code is not correct. Please check it and try again. Tries left: 2')).toBeTruthy();
    expect(verified).toEqual(['123456']);
  });

  it('sends the same details again for a new code, and confirms with the new change', async () => {
    const requests: BankDetailsRequest[] = [];
    const verified: string[] = [];
    const status: BankChangeStatus = { changeId: 'c2', status: 'SUCCESSFUL', reason: null, iban: 'DE02120300000000202051' };
    renderForm(
      async (request) => (requests.push(request), started(`c${requests.length}`)),
      async (changeId, code) => {
        verified.push(`${changeId}:${code}`);
        if (changeId === 'c1') throw new GatewayError({ kind: 'http', status: 400, code: 'code_expired' });
        return status;
      },
    );
    await fillAndSend();
    await userEvent.type(await screen.findByLabelText('Code'), '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm the change' }));
    expect(await screen.findByText('This code can no longer be used. Please start again to get a new one.')).toBeTruthy();
    // A used-up code cannot be sent again: only a new code helps.
    expect(screen.queryByRole('button', { name: 'Confirm the change' })).toBeNull();
    expect(verified).toEqual(['c1:111111']);
    await userEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(requests).toEqual([
      { iban: VALID_IBAN, accountHolder: 'Adria Alpen GmbH' },
      { iban: VALID_IBAN, accountHolder: 'Adria Alpen GmbH' },
    ]);
    await userEvent.type(await screen.findByLabelText('Code'), '222222');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm the change' }));
    expect(await screen.findByText('Your new bank account is in use')).toBeTruthy();
    expect(verified).toEqual(['c1:111111', 'c2:222222']);
  });
});
