import { describe, expect, it } from 'vitest';
import { maskEmail, maskIban, maskPhone } from '../../../src/server/services/masking';

describe('masking', () => {
  it('keeps the first letter and the domain of an e-mail address', () => {
    expect(maskEmail('ana.horvat@example.com')).toBe('a***@example.com');
    expect(maskEmail('x@example.org')).toBe('x***@example.org');
    expect(maskEmail('not-an-address')).toBe('***');
  });

  it('keeps only the last two digits of a phone number', () => {
    expect(maskPhone('+385 91 234 5612')).toBe('+•• ••• ••• 12');
    expect(maskPhone('+41 78 901 23 45')).toBe('+•• ••• ••• 45');
  });

  it('keeps country, check digits and the last four characters of an IBAN', () => {
    expect(maskIban('HR1210010051863000160')).toBe('HR12 •••• •••• 0160');
    expect(maskIban('de89 3704 0044 0532 0130 00')).toBe('DE89 •••• •••• 3000');
    expect(maskIban('DE89')).toBe('••••');
  });
});
