import { describe, expect, it } from 'vitest';
import { catalogI18n } from '../support/i18n';

/**
 * Counted texts choose their words by the language's plural rules (issue 29 #14): Czech and
 * Polish have one/few/many, Croatian one/few/other, so "1, 2, 5" need three different words.
 */
describe('counted texts follow each language’s plural rules', () => {
  const say = (locale: string, id: string, values: Record<string, unknown>) => catalogI18n(locale)._(id, values);

  it('homes shown', () => {
    expect([1, 3, 5].map((count) => say('cs', 'homes.shown', { shown: 1, count }))).toEqual(['Zobrazeno 1 z 1 domu', 'Zobrazeno 1 z 3 domů', 'Zobrazeno 1 z 5 domů']);
    expect([1, 6].map((count) => say('de', 'homes.shown', { shown: 1, count }))).toEqual(['1 von 1 Haus angezeigt', '1 von 6 Häusern angezeigt']);
    expect([1, 2].map((count) => say('en', 'homes.shown', { shown: 1, count }))).toEqual(['1 of 1 home shown', '1 of 2 homes shown']);
  });

  it('account entries in the payments totals', () => {
    const totals = (locale: string, count: number) => say(locale, 'payments.entries.totals', { count, credit: 'A', debit: 'B' }).split(':')[0];
    expect([1, 3, 5].map((count) => totals('pl', count))).toEqual(['1 operacja na koncie', '3 operacje na koncie', '5 operacji na koncie']);
    expect([1, 3, 5].map((count) => totals('hr', count))).toEqual(['1 stavka računa', '3 stavke računa', '5 stavki računa']);
    expect([1, 841].map((count) => totals('en', count))).toEqual(['1 account entry', '841 account entries']);
  });

  it('booked nights in the year’s summary', () => {
    const nights = (locale: string, count: number) => say(locale, 'dashboard.figures.nightsSummary', { year: 2026, occupancy: '50 %', nights: String(count), nightCount: count });
    expect(nights('hr', 1)).toContain('1 rezervirana noć');
    expect(nights('hr', 3)).toContain('3 rezervirane noći');
    expect(nights('hr', 11)).toContain('11 rezerviranih noći');
    expect(nights('en', 1)).toMatch(/: 1 night\.$/);
  });

  it('password lengths and kinds of notices', () => {
    expect(say('cs', 'changePassword.error.tooShort', { min: 8 })).toBe('Použijte prosím alespoň 8 znaků.');
    expect(say('pl', 'changePassword.error.tooLong', { max: 64 })).toBe('Hasło może mieć najwyżej 64 znaki.');
    expect(say('pl', 'changePassword.new.hint', { min: 8 })).toMatch(/^Co najmniej 8 znaków\. /);
    expect(say('cs', 'profile.notifications.kindCount', { count: 2, total: 4 })).toBe('2 z 4 druhů');
  });
});
