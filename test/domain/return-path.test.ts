import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSafeReturnPath, safeReturnPath } from '../../src/domain/return-path';
import { anyStringArb, assertProperty } from '../support/fast-check';

const pathSegment = fc.stringMatching(/^[A-Za-z0-9._~-]{0,12}$/);
const safePathArb = fc
  .tuple(fc.array(pathSegment, { minLength: 1, maxLength: 4 }), fc.option(fc.stringMatching(/^[a-z]=[a-z0-9]{0,6}$/)))
  .filter(([segments]) => segments[0] !== '')
  .map(([segments, query]) => `/${segments.join('/')}${query === null ? '' : `?${query}`}`);

describe('isSafeReturnPath properties', () => {
  it("never accepts anything starting with '//' or containing '://'", () => {
    assertProperty(
      fc.property(anyStringArb, anyStringArb, fc.constantFrom('//', '/\\', '://'), (before, after, marker) => {
        const candidate = marker === '://' ? `/${before}${marker}${after}` : `${marker}${after}`;
        expect(isSafeReturnPath(candidate)).toBe(false);
      }),
    );
  });

  it('never accepts what does not start with a single slash, nor control characters or backslashes', () => {
    assertProperty(
      fc.property(anyStringArb, (text) => {
        const accepted = isSafeReturnPath(text);
        if (accepted) {
          expect(text.startsWith('/') && !text.startsWith('//')).toBe(true);
          expect(/[\u0000-\u001f\u007f\\]/.test(text)).toBe(false);
          expect(text.includes('://')).toBe(false);
        }
        expect(safeReturnPath(text)).toBe(accepted ? text : null);
      }),
    );
  });

  it('accepts plain same-origin paths with a query', () => {
    assertProperty(
      fc.property(safePathArb, (path) => {
        expect(isSafeReturnPath(path)).toBe(true);
      }),
    );
  });
});

describe('isSafeReturnPath examples', () => {
  it.each(['/', '/reservations/arrivals', '/inbox?tab=all', '/property-profile/HR2731.100.1/de', '/a%20b'])(
    'accepts %s',
    (path) => {
      expect(isSafeReturnPath(path)).toBe(true);
    },
  );

  it.each([
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    '/\t/evil.example',
    '/ok/\u0000',
    '/x/https://evil.example',
    '/%E0%A4%A',
    'relative/path',
    '',
    `/${'a'.repeat(2048)}`,
  ])('rejects %j', (path) => {
    expect(isSafeReturnPath(path)).toBe(false);
  });

  it('rejects values that are not strings', () => {
    expect(isSafeReturnPath(null)).toBe(false);
    expect(isSafeReturnPath(undefined)).toBe(false);
    expect(isSafeReturnPath(42)).toBe(false);
    expect(safeReturnPath(undefined)).toBeNull();
  });
});
