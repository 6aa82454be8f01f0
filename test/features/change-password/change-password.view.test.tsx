import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { changePasswordMachine } from '../../../src/features/change-password/change-password.machine';
import { ChangePasswordView } from '../../../src/features/change-password/change-password.view';
import type { ApiErrorCode } from '../../../src/contract/api-error';
import { GatewayError } from '../../../src/ports/gateway-error';
import { renderWithI18n } from '../../support/i18n';

function renderRefused(code: ApiErrorCode) {
  const machine = changePasswordMachine.provide({
    actors: { changePassword: fromPromise(async () => Promise.reject(new GatewayError({ kind: 'http', status: 400, code }))) },
  });
  renderWithI18n(<ChangePasswordView changePassword={createActor(machine).start()} forced={false} />);
}

async function fill(current: string, next: string, again = next) {
  await userEvent.type(screen.getByLabelText('Current password'), current);
  await userEvent.type(screen.getByLabelText('New password'), next);
  await userEvent.type(screen.getByLabelText('Repeat the new password'), again);
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('ChangePasswordView', () => {
  it('moves focus to the error summary when the server refuses, and drops the error once the field changes', async () => {
    renderRefused('invalid_credentials');
    await fill('wrong one', 'tulips along the canal');
    expect(await screen.findByText('Your current password is not correct.')).toBeTruthy();
    const summary = screen.getByRole('alert');
    expect(summary.textContent).toContain('Please correct the marked fields.');
    expect(document.activeElement).toBe(summary);
    await userEvent.type(screen.getByLabelText('Current password'), '!');
    expect(screen.queryByText('Your current password is not correct.')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when the server refuses a password built on the owner number or the portal name', async () => {
    renderRefused('password_personal');
    await fill('current password', '10000100');
    expect(await screen.findByText('This password is built on your owner number or the name of the portal. Please choose another one.')).toBeTruthy();
  });

  it('drops "not the same" as soon as the repetition matches', async () => {
    renderRefused('password_common');
    await fill('current password', 'tulips along the canal', 'tulips along the cana');
    expect(screen.getByText('The two new passwords are not the same.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('alert'));
    await userEvent.type(screen.getByLabelText('Repeat the new password'), 'l');
    expect(screen.queryByText('The two new passwords are not the same.')).toBeNull();
  });
});
