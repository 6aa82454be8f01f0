import { describe, expect, it } from 'vitest';
import { isCommonPassword } from '../../../src/server/services/common-passwords';

describe('isCommonPassword', () => {
  it('finds listed passwords whatever their case', () => {
    for (const password of ['password', 'Password1', 'QWERTYUIOP', 'iloveyou', 'sunshine', '12345678', 'ownerportal']) {
      expect(isCommonPassword(password, '100001'), password).toBe(true);
    }
  });

  it("refuses the user's own id and one repeated character", () => {
    expect(isCommonPassword('Ana.Horvat.2026', 'ana.horvat.2026')).toBe(true);
    expect(isCommonPassword('zzzzzzzzzz', '100001')).toBe(true);
  });

  it('accepts passphrases that are not on the list', () => {
    for (const password of ['tulips along the canal 2026', 'Demo-Owner-2026', 'vKq8#mZ2pL']) {
      expect(isCommonPassword(password, '100001'), password).toBe(false);
    }
  });
});
