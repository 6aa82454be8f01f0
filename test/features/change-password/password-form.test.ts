import { describe, expect, it } from 'vitest';
import { validatePasswordForm } from '../../../src/features/change-password/change-password.machine';

describe('the password form', () => {
  it('refuses the current password as the new one before sending (the server refuses it too)', () => {
    const same = 'tulips along the canal';
    expect(validatePasswordForm({ currentPassword: same, newPassword: same, confirmation: same })).toEqual({ newPassword: 'unchanged' });
    expect(validatePasswordForm({ currentPassword: same, newPassword: `${same}!`, confirmation: `${same}!` })).toEqual({});
  });
});
