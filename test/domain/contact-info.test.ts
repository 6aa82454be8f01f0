import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pickPhone, type ContactInfo } from '../../src/domain/contact-info';
import { ContactInfoTypes } from '../../src/domain/enumerations';
import { assertProperty } from '../support/fast-check';

const contactArb: fc.Arbitrary<ContactInfo[]> = fc.array(
  fc.record({ type: fc.constantFrom(...ContactInfoTypes), contact: fc.string() }),
  { maxLength: 6 },
);

describe('pickPhone properties', () => {
  it('takes the first contact of the most preferred phone type present', () => {
    assertProperty(
      fc.property(contactArb, (contacts) => {
        const type = (['MOB', 'TELP', 'TELB'] as const).find((t) => contacts.some((c) => c.type === t));
        const expected = type === undefined ? null : contacts.find((c) => c.type === type)!.contact;
        expect(pickPhone(contacts)).toBe(expected);
      }),
    );
  });

  it('never returns an e-mail address', () => {
    assertProperty(
      fc.property(fc.array(fc.record({ type: fc.constant('EMAIL' as const), contact: fc.string() })), (contacts) => {
        expect(pickPhone(contacts)).toBeNull();
      }),
    );
  });
});

describe('pickPhone examples (spec section 3)', () => {
  it('prefers MOB, then TELP, then TELB', () => {
    const email = { type: 'EMAIL', contact: 'a@b.c' } as const;
    const telb = { type: 'TELB', contact: '3' } as const;
    const telp = { type: 'TELP', contact: '2' } as const;
    const mob = { type: 'MOB', contact: '1' } as const;
    expect(pickPhone([email, telb, telp, mob])).toBe('1');
    expect(pickPhone([email, telb, telp])).toBe('2');
    expect(pickPhone([telb, email])).toBe('3');
    expect(pickPhone([email])).toBeNull();
  });
});
