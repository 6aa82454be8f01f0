import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codeFromInput, isCompleteCode } from '../../src/domain/verification-code-input';
import { anyStringArb, assertProperty } from '../support/fast-check';

const codeArb = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 6, maxLength: 6 }).map((d) => d.join(''));
const separatorArb = fc.constantFrom('', ' ', '-', '\u00a0', '\u2013');
const labelArb = fc.constantFrom('', 'Code: ', 'Your code is ', 'Kód: ', 'Sicherheitscode ');

describe('codeFromInput properties', () => {
  it('recovers a code grouped by any separator after any label', () => {
    assertProperty(
      fc.property(codeArb, separatorArb, labelArb, (code, separator, label) => {
        const pasted = `${label}${code.slice(0, 3)}${separator}${code.slice(3)}`;
        expect(codeFromInput(pasted)).toBe(code);
        expect(isCompleteCode(codeFromInput(pasted))).toBe(true);
      }),
    );
  });

  it('gives at most six digits for any text and is idempotent', () => {
    assertProperty(
      fc.property(anyStringArb, (text) => {
        const code = codeFromInput(text);
        expect(code).toMatch(/^\d{0,6}$/);
        expect(codeFromInput(code)).toBe(code);
      }),
    );
  });
});

describe('codeFromInput examples', () => {
  it.each([
    ['720 552', '720552'],
    ['720-552', '720552'],
    ['Code: 720552', '720552'],
    ['72', '72'],
    ['7205521', '720552'],
    ['12a3', '123'],
  ])('%s gives %s', (text, code) => expect(codeFromInput(text)).toBe(code));

  it('knows a complete code', () => {
    expect(isCompleteCode('720552')).toBe(true);
    expect(isCompleteCode('72055')).toBe(false);
  });
});
