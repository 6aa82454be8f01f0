import { describe, expect, it } from 'vitest';
import { UiLocales } from '../../../src/domain/enumerations';
import { recipientLocale } from '../../../src/server/i18n/server-texts';
import { changeNotice, resetLinkMessage } from '../../../src/server/services/account-notices';

describe('server texts', () => {
  it("pick the owner's stored portal language, else the request's, else English", () => {
    expect(recipientLocale('de', 'fr')).toBe('de');
    expect(recipientLocale(null, 'fr')).toBe('fr');
    expect(recipientLocale(null)).toBe('en');
    expect(recipientLocale(undefined, null)).toBe('en');
  });

  it('translate every notice into all ten languages, with its values', () => {
    const to = { channel: 'email', recipient: 'owner@example.com' } as const;
    const subjects = new Set<string>();
    for (const locale of UiLocales) {
      const notice = changeNotice(to, locale, { kind: 'payoutScheduleChanged', values: { date: '2026-07-11' } });
      expect(notice.text, locale).toContain('2026-07-11');
      expect(notice.text, locale).not.toContain('{');
      subjects.add(notice.subject);
      const reset = resetLinkMessage({ channel: 'sms', recipient: '+385911234567' }, locale, 'https://portal.example/r?id=x', 60);
      expect(reset.text, locale).toContain('https://portal.example/r?id=x');
      expect(reset.text, locale).toContain('60');
    }
    expect(subjects.size).toBe(UiLocales.length);
    expect(changeNotice(to, 'de', { kind: 'passwordChanged' }).subject).toBe('Eine Änderung an Ihrem Eigentümerportal-Konto');
    expect(changeNotice(to, 'en', { kind: 'passwordChanged' }).subject).toBe('A change to your Owner Portal account');
  });
});
