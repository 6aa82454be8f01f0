import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { LoginResponse } from '../../../src/contract/auth';
import { loginMachine } from '../../../src/features/login/login.machine';
import { LoginView } from '../../../src/features/login/login.view';
import { TwoFactorView } from '../../../src/features/login/two-factor.view';
import { GatewayError } from '../../../src/ports/gateway-error';
import { renderWithI18n } from '../../support/i18n';

const answer: LoginResponse = {
  success: true,
  email: 'o***@example.com',
  factorDeliveryMethod: 'AWS',
  noEmail: false,
  token: 't',
  contactId: 'c1',
  secondaryContacts: [
    { contactId: 'c1', name: 'Me', email: 'o***@example.com' },
    { contactId: 'c2', name: 'Ana Perić', email: 'a***@example.com' },
  ],
};

function actorWith(overrides: Parameters<typeof loginMachine.provide>[0]['actors'] = {}) {
  const calls: unknown[] = [];
  const machine = loginMachine.provide({
    actors: {
      login: fromPromise(async ({ input }) => (calls.push(input), answer)),
      verify: fromPromise(async () => Promise.reject(new GatewayError({ kind: 'http', status: 400, code: 'invalid_code', triesLeft: 2 }))),
      resend: fromPromise(async ({ input }) => (calls.push(input), { success: true, email: 'a***@example.com', factorDeliveryMethod: 'MDS' as const, contactId: 'c2' })),
      ...overrides,
    },
  });
  return { actor: createActor(machine).start(), calls };
}

describe('LoginView', () => {
  it('names missing fields and sends nothing', async () => {
    const { actor, calls } = actorWith();
    renderWithI18n(<LoginView login={actor} returnTo={null} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('Owner number').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please enter your password.')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('drops a field’s error as soon as the field is filled in', async () => {
    const { actor } = actorWith();
    renderWithI18n(<LoginView login={actor} returnTo={null} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Please enter your owner number.')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Owner number'), '1');
    expect(screen.queryByText('Please enter your owner number.')).toBeNull();
    expect(screen.getByText('Please enter your password.')).toBeTruthy();
    await userEvent.clear(screen.getByLabelText('Owner number'));
    expect(screen.getByText('Please enter your owner number.')).toBeTruthy();
  });

  it('sends the credentials with the place to return to', async () => {
    const { actor, calls } = actorWith();
    renderWithI18n(<LoginView login={actor} returnTo="/inbox" />);
    await userEvent.type(screen.getByLabelText('Owner number'), '100001');
    await userEvent.type(screen.getByLabelText('Password', { exact: true }), 'Demo-Owner-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('button', { name: 'Sign in' });
    expect(calls).toEqual([{ userID: '100001', password: 'Demo-Owner-2026' }]);
    expect(actor.getSnapshot().context.returnTo).toBe('/inbox');
  });

  it('shows wrong credentials as an alert and moves focus to it', async () => {
    const { actor } = actorWith({
      login: fromPromise(async () => Promise.reject(new GatewayError({ kind: 'http', status: 401, code: 'invalid_credentials' }))),
    });
    renderWithI18n(<LoginView login={actor} returnTo={null} />);
    await userEvent.type(screen.getByLabelText('Owner number'), '1');
    await userEvent.type(screen.getByLabelText('Password', { exact: true }), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The owner number or password is not correct');
    expect(document.activeElement).toBe(screen.getByRole('alert'));
  });

  it('says in minutes how long to wait after too many attempts', async () => {
    const { actor } = actorWith({
      login: fromPromise(async () => Promise.reject(new GatewayError({ kind: 'http', status: 429, code: 'too_many_requests', retryAfter: 125 }))),
    });
    renderWithI18n(<LoginView login={actor} returnTo={null} />);
    await userEvent.type(screen.getByLabelText('Owner number'), '1');
    await userEvent.type(screen.getByLabelText('Password', { exact: true }), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain('wait 3 minutes');
  });
});

describe('TwoFactorView', () => {
  async function atCode(overrides: Parameters<typeof actorWith>[0] = {}) {
    const made = actorWith(overrides);
    made.actor.send({ type: 'credentials.submit', userID: '100002', password: 'pw', returnTo: null });
    await new Promise((r) => setTimeout(r, 0));
    const navigated: string[] = [];
    renderWithI18n(<TwoFactorView login={made.actor} contactHref="/2fa/contact-us" onNavigate={(p) => navigated.push(p)} />);
    return { ...made, navigated };
  }

  it('says where the code went and how many tries are left', async () => {
    await atCode();
    expect(screen.getByText('We sent a 6-digit code by text message to o***@example.com.')).toBeTruthy();
    expect(screen.getByText('3 attempts left')).toBeTruthy();
  });

  it('says when the code could not be sent yet, until a new code leaves at once', async () => {
    const queued = /We could not send your code yet/;
    await atCode({ login: fromPromise(async (): Promise<LoginResponse> => ({ ...answer, codeDelivery: 'queued' })) });
    expect(screen.getByRole('status').textContent).toMatch(queued);
    await userEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText('A new code is on its way. The previous code no longer works.')).toBeTruthy();
    expect(screen.queryByText(queued)).toBeNull();
  });

  it('asks for six digits before sending, then counts down a wrong code', async () => {
    await atCode();
    await userEvent.type(screen.getByLabelText('Security code'), '12a3');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByText('Please enter the 6 digits of the code.')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Security code'), '456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('2 attempts left')).toBeTruthy();
    expect(screen.getByText('That code is not correct.')).toBeTruthy();
  });

  it.each(['720 552', '720-552', 'Code: 720552'])('takes the pasted "%s" as 720552 and sends it', async (pasted) => {
    const verified: unknown[] = [];
    await atCode({ verify: fromPromise(async ({ input }) => (verified.push(input), { success: true, username: '100002', requireNewPassword: false })) });
    const field = screen.getByLabelText('Security code');
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    await userEvent.click(field);
    await userEvent.paste(pasted);
    expect((field as HTMLInputElement).value).toBe('720552');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await new Promise((r) => setTimeout(r, 0));
    expect(verified).toEqual([{ token: 't', code: '720552' }]);
  });

  it('clears a refused code with its error, and says how to get a new code when no tries are left', async () => {
    await atCode({ verify: fromPromise(async () => Promise.reject(new GatewayError({ kind: 'http', status: 400, code: 'invalid_code', triesLeft: 0 }))) });
    const field = screen.getByLabelText('Security code') as HTMLInputElement;
    await userEvent.type(field, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByText('Please enter the 6 digits of the code.')).toBeTruthy();
    await userEvent.type(field, '3456');
    // Fixed: the field's error is gone before sending.
    expect(screen.queryByText('Please enter the 6 digits of the code.')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('No attempts left')).toBeTruthy();
    expect(field.value).toBe('');
    const alerts = screen.getAllByRole('alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.textContent).toContain('You have no attempts left for this code. Choose “Send a new code” below');
  });

  it('focuses the code field on arrival (a typed code lands), and the error summary after each refused code', async () => {
    await atCode();
    const field = screen.getByLabelText('Security code');
    expect(document.activeElement).toBe(field);
    expect(field.getAttribute('aria-describedby')).toContain('two-factor-sent');
    await userEvent.keyboard('654321');
    expect((field as HTMLInputElement).value).toBe('654321');
    await userEvent.clear(field);
    await userEvent.type(screen.getByLabelText('Security code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('2 attempts left')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('alert'));
  });

  it('moves focus to the news that a new code was sent (the button is busy meanwhile)', async () => {
    await atCode();
    await userEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
    const sent = await screen.findByText(/A new code is on its way/);
    expect(document.activeElement).toBe(sent.closest('[tabindex="-1"]'));
  });

  it('says where a contact’s code would go, and offers no contact without an address', async () => {
    await atCode({
      login: fromPromise(async (): Promise<LoginResponse> => ({
        ...answer,
        secondaryContacts: [
          { contactId: 'c3', name: 'Reto Brunner', email: null, codeTo: { factorDeliveryMethod: 'AWS' as const, address: '+•• ••• ••• 45' } },
          { contactId: 'c4', name: 'Lukas Meier', email: 'l***@example.com', codeTo: { factorDeliveryMethod: 'MDS' as const, address: 'l***@example.com' } },
          { contactId: 'c5', name: 'Nobody', email: null, codeTo: null },
        ],
      })),
    });
    expect(screen.getByRole('option', { name: 'Reto Brunner (text message to +•• ••• ••• 45)' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Lukas Meier (e-mail to l***@example.com)' })).toBeTruthy();
    expect((screen.getByRole('option', { name: 'Nobody (no e-mail address or mobile number)' }) as HTMLOptionElement).disabled).toBe(true);
  });

  it('sends a new code to another contact of the account', async () => {
    const { calls } = await atCode();
    fireEvent.change(screen.getByLabelText('Contact'), { target: { value: 'c2' } });
    await userEvent.click(screen.getByRole('button', { name: 'Send the code to this contact' }));
    expect(await screen.findByText(/A new code is on its way/)).toBeTruthy();
    expect(calls.at(-1)).toEqual({ token: 't', userID: '100002', contactId: 'c2' });
    // The contact that now gets the codes is no longer offered as "another" contact.
    expect(screen.queryByRole('option', { name: /Ana Perić/ })).toBeNull();
    expect(screen.getByRole('option', { name: /Me/ })).toBeTruthy();
  });

  it('leads to the contact form when no code arrives', async () => {
    const { navigated } = await atCode();
    await userEvent.click(screen.getByRole('link', { name: 'No code? Contact us' }));
    expect(navigated).toEqual(['/2fa/contact-us']);
  });
});
