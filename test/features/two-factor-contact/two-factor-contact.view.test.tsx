import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { twoFactorContactMachine } from '../../../src/features/two-factor-contact/two-factor-contact.machine';
import { TwoFactorContactView } from '../../../src/features/two-factor-contact/two-factor-contact.view';
import { renderWithI18n } from '../../support/i18n';

describe('TwoFactorContactView', () => {
  it('asks for an e-mail address or a phone number and sends nothing else', async () => {
    const sent: unknown[] = [];
    const machine = twoFactorContactMachine.provide({ actors: { sendRequest: fromPromise(async ({ input }) => void sent.push(input)) } });
    renderWithI18n(<TwoFactorContactView contact={createActor(machine).start()} userID="100006" />);
    await userEvent.type(screen.getByLabelText(/name/i, { selector: 'input' }), 'Reto Brunner');
    await userEvent.type(screen.getByLabelText(/e-mail|phone|contact/i, { selector: 'input' }), 'call me at home');
    await userEvent.type(screen.getByRole('textbox', { name: /message/i }), 'No code arrives');
    await userEvent.click(screen.getByRole('button', { name: /send/i }));
    expect(await screen.findByText('Please enter an e-mail address or a phone number.')).toBeTruthy();
    expect(sent).toEqual([]);
  });
});
