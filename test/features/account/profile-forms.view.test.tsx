import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ChangeAddressView } from '../../../src/features/account/change-address.view';
import { saveFormMachine } from '../../../src/features/account/save-form.machine';
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
