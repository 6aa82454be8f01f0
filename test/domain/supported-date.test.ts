import { describe, expect, it } from 'vitest';
import { isSupportedDate } from '../../src/domain/calendar-date';

describe('isSupportedDate', () => {
  it.each([
    ['1900-01-01', true],
    ['2999-12-31', true],
    ['2026-02-28', true],
    ['1899-12-31', false],
    ['0000-01-01', false],
    ['3000-01-01', false],
    ['2026-02-30', false],
    ['20260101', false],
  ])('%s → %s', (value, supported) => {
    expect(isSupportedDate(value)).toBe(supported);
  });
});
