import { describe, expect, it } from 'vitest';
import { formatErrorReport } from '../../scripts/list-errors';

describe('npm run errors', () => {
  it('prints what a visitor sent with its control characters escaped', () => {
    const at = new Date('2026-11-20T10:00:00.000Z');
    const lines = formatErrorReport({
      fingerprint: 'f',
      kind: 'error',
      message: '\u001b]8;;https://evil.example\u0007update now\u001b]8;;\u0007\nsecond line',
      status: null,
      route: '/\u001b[2J',
      release: '1\u009b',
      browser: 'Chromium\u001b[31m',
      count: 3,
      firstSeen: at,
      lastSeen: at,
    });
    const printed = lines.join('\n');
    expect(printed).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
    expect(printed).toContain('\\x1b]8;;https://evil.example\\x07update now');
    expect(printed).toContain('/\\x1b[2J');
    expect(printed).not.toContain('second line');
  });
});
