import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { PhoneChangeStarted } from '../../../src/contract/account-settings';
import { ChangeAddressView } from '../../../src/features/account/change-address.view';
import { changePhoneMachine } from '../../../src/features/account/change-phone.machine';
import { ChangePhoneView } from '../../../src/features/account/change-phone.view';
import { NotificationSettingsView } from '../../../src/features/account/notification-settings.view';
import { saveFormMachine } from '../../../src/features/account/save-form.machine';
import { NotificationKinds } from '../../../src/domain/notification-preferences';
import { GatewayError } from '../../../src/ports/gateway-error';
import { renderWithI18n } from '../../support/i18n';

const address = { street: 'Obala 1', zip: '21000', place: 'Split', country: 'HR' };

function saving(answer: () => Promise<void>) {
  const saved: unknown[] = [];
  const machine = saveFormMachine.provide({
    actors: {
      save: fromPromise<void, unknown>(async ({ input }) => {
        saved.push(input);
        return answer();
      }),
    },
  });
  return { actor: createActor(machine, { input: undefined }).start(), saved };
}

describe('ChangeAddressView', () => {
  it('names a postcode the contract refuses and sends nothing', async () => {
    const { actor, saved } = saving(async () => {});
    renderWithI18n(<ChangeAddressView save={actor} current={address} />);
    await userEvent.clear(screen.getByLabelText('Postcode'));
    await userEvent.type(screen.getByLabelText('Postcode'), '!');
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(screen.getByText('Use 2 to 12 letters, digits, spaces or dashes.')).toBeTruthy();
    expect(saved).toEqual([]);
  });

  it('saves the address and says so', async () => {
    const { actor, saved } = saving(async () => {});
    renderWithI18n(<ChangeAddressView save={actor} current={address} />);
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'IT');
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await screen.findByText('Your address has been changed.');
    expect(saved).toEqual([{ kind: 'address', value: { ...address, country: 'IT' } }]);
  });

  it('shows the server refusing a field on that field, and that nothing changed', async () => {
    const { actor } = saving(async () => Promise.reject(new GatewayError({ kind: 'http', status: 400, code: 'invalid_request', fieldErrors: { place: ['too_big'] } })));
    renderWithI18n(<ChangeAddressView save={actor} current={address} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(screen.getByText('Some fields need your attention. Nothing was changed.')).toBeTruthy());
    expect(screen.getByLabelText('Town or city').getAttribute('aria-invalid')).toBe('true');
  });

  it('lists countries by their names in the reader’s language', () => {
    const { actor } = saving(async () => {});
    renderWithI18n(<ChangeAddressView save={actor} current={address} />);
    const names = [...(screen.getByLabelText('Country') as HTMLSelectElement).options].map((o) => o.textContent);
    expect(names).toContain('Croatia');
    expect(names.indexOf('Austria')).toBeLessThan(names.indexOf('Croatia'));
  });
});

// Issue 29, point 7: the number or address the account has already is no change: said at once, nothing sent.
describe('the own number or address again', () => {
  it('ChangePhoneView: the current number (other spacing) sends no code and says it is already yours', async () => {
    const sent: string[] = [];
    const machine = changePhoneMachine.provide({ actors: { sendCode: fromPromise<PhoneChangeStarted, string>(async ({ input }) => (sent.push(input), { to: '+385 ** *** 5678' })) } });
    renderWithI18n(<ChangePhoneView change={createActor(machine).start()} current="+385 91 234 5678" />);
    await userEvent.type(screen.getByLabelText('New mobile number'), '+385912345678');
    await userEvent.click(screen.getByRole('button', { name: 'Send a code to this number' }));
    expect(screen.getByText('This is already your mobile number. Enter the new number you want to use.')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('ChangePhoneView: the server refusing the own number says the same', async () => {
    const machine = changePhoneMachine.provide({
      actors: { sendCode: fromPromise<PhoneChangeStarted, string>(() => Promise.reject(new GatewayError({ kind: 'http', status: 400, code: 'already_yours' }))) },
    });
    renderWithI18n(<ChangePhoneView change={createActor(machine).start()} current={null} />);
    await userEvent.type(screen.getByLabelText('New mobile number'), '+385 91 234 5678');
    await userEvent.click(screen.getByRole('button', { name: 'Send a code to this number' }));
    await screen.findByText('This is already your mobile number. Enter the new number you want to use.');
  });

  it('NotificationSettingsView: the main address as the second one sends no link and says why', async () => {
    const { actor, saved } = saving(async () => {});
    const preferences = Object.fromEntries(NotificationKinds.map((kind) => [kind, { email: true, sms: false, push: false }]));
    const settings = { preferences, secondaryEmail: null, pendingSecondaryEmail: null };
    const none = () => createActor(saveFormMachine, { input: undefined }).start();
    renderWithI18n(
      <NotificationSettingsView settings={{ data: settings, isPending: false, isError: false, error: null, refetch: async () => ({}) } as never} preferences={none()} secondaryEmail={actor} confirmation={none()} confirmId={null} primaryEmail="ana.horvat@example.com" />,
    );
    await userEvent.type(screen.getByLabelText('Second e-mail address'), ' Ana.Horvat@Example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send a confirmation link' }));
    expect(screen.getByText('This is your main e-mail address, which gets our e-mails already. Enter a different address for the copies.')).toBeTruthy();
    expect(saved).toEqual([]);
  });
});
