import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS, passwordWeakness } from '../../../src/server/services/common-passwords';

describe('passwordWeakness', () => {
  it('holds at least the 3,000 most common passwords that meet the length rule', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThanOrEqual(3000);
    for (const password of ['password', '12345678', 'sunshine', 'iloveyou', 'football']) expect(COMMON_PASSWORDS.has(password), password).toBe(true);
    expect([...COMMON_PASSWORDS].every((entry) => entry.length >= 8 && entry.length <= 64)).toBe(true);
  });

  it('finds listed passwords whatever their case, and with digits, symbols or swaps around them', () => {
    for (const password of ['password', 'Password1', 'QWERTYUIOP', 'iloveyou', 'sunshine', '12345678', 'Password2026', 'P@ssw0rd!', 'Sunshine2025!', 'zzzzzzzzzz']) {
      expect(passwordWeakness(password, '100001'), password).toBe('common');
    }
  });

  it('refuses the owner number with small additions', () => {
    for (const password of ['10000500', '100005100005', 'x100005y!', '100005ab']) expect(passwordWeakness(password, '100005'), password).toBe('personal');
    expect(passwordWeakness('Ana.Horvat.2026', 'ana.horvat.2026')).toBe('personal');
  });

  it("refuses the portal's and the provider's name with small additions", () => {
    for (const password of ['OwnerPortal', 'ownerportal2026', 'Owner-Portal!', '0wnerP0rtal1', 'HolidayHomes1', 'Holiday Homes Group']) {
      expect(passwordWeakness(password, '100001'), password).toBe('personal');
    }
  });

  it('accepts passphrases that are not on the list', () => {
    for (const password of ['tulips along the canal 2026', 'Demo-Owner-2026', 'vKq8#mZ2pL', '10000500 tulips on the canal']) {
      expect(passwordWeakness(password, '100005'), password).toBeNull();
    }
  });
});
