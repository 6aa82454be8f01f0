import { describe, expect, it } from 'vitest';
import { formatDateStyle } from '../../src/domain/date-format';
import { collapseDoubledStops } from '../../src/i18n/sentence-stops';
import { testI18n } from '../support/i18n';

describe('sentence stops', () => {
  it('keep one full stop where a value ending in a dot ends the sentence, and leave an ellipsis alone', () => {
    expect(collapseDoubledStops('od 26. stu 2026. do 28. stu 2026..')).toBe('od 26. stu 2026. do 28. stu 2026.');
    expect(collapseDoubledStops('Warten...')).toBe('Warten...');
    expect(collapseDoubledStops('Am 26. Nov.. Danach')).toBe('Am 26. Nov. Danach');
  });

  it('apply to every translation, through `_` and `t`: a Croatian date at the end of a sentence gets one stop', () => {
    const i18n = testI18n('hr', { 'inbox.card.ownStay.new.text': [['home'], ' je blokirana za vas od ', ['arrival'], ' do ', ['departure'], '.'] });
    const values = {
      home: 'Vila Mare',
      arrival: formatDateStyle({ year: 2026, month: 11, day: 26 }, 'hr', 'medium'),
      departure: formatDateStyle({ year: 2026, month: 11, day: 28 }, 'hr', 'medium'),
    };
    expect(values.departure).toMatch(/\.$/);
    expect(i18n._({ id: 'inbox.card.ownStay.new.text', values })).toBe('Vila Mare je blokirana za vas od 26. stu 2026. do 28. stu 2026.');
    expect(i18n.t({ id: 'inbox.card.ownStay.new.text', values })).toBe('Vila Mare je blokirana za vas od 26. stu 2026. do 28. stu 2026.');
  });
});
