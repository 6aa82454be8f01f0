import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { terminalText } from '../../src/domain/terminal-text';
import { assertProperty } from '../support/fast-check';

describe('terminalText', () => {
  it('escapes terminal escapes, OSC 8 hyperlinks, C1 controls and bidirectional overrides', () => {
    expect(terminalText('\u001b[2J\u001b[31mred')).toBe('\\x1b[2J\\x1b[31mred');
    expect(terminalText('\u001b]8;;https://evil.example\u0007click\u001b]8;;\u0007')).toBe('\\x1b]8;;https://evil.example\\x07click\\x1b]8;;\\x07');
    expect(terminalText('a\u009bb\u007f\r\n\t')).toBe('a\\x9bb\\x7f\\x0d\\x0a\\x09');
    expect(terminalText('abc\u202edef\u2066')).toBe('abc\\u202edef\\u2066');
  });

  it('keeps printable text, accents and emoji as they are', () => {
    expect(terminalText('Žluťoučký kůň 🐴 "x" <y>')).toBe('Žluťoučký kůň 🐴 "x" <y>');
  });

  it('never leaves a control character in its output', () => {
    assertProperty(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(terminalText(text)).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
      }),
    );
  });
});
