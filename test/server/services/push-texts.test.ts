import { describe, expect, it } from 'vitest';
import { UiLocales } from '../../../src/domain/enumerations';
import { PUSH_TEXTS, PushTextKeys, pushText } from '../../../src/server/services/push-texts';

const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();

describe('push texts', () => {
  it('exist for every key in all ten languages, with the placeholders of the English text', () => {
    expect(Object.keys(PUSH_TEXTS).sort()).toEqual([...UiLocales].sort());
    for (const language of UiLocales) {
      for (const key of PushTextKeys) {
        const [title, body] = PUSH_TEXTS[language][key];
        const [enTitle, enBody] = PUSH_TEXTS.en[key];
        expect(title.trim(), `${language}.${key}`).not.toBe('');
        expect(placeholders(title), `${language}.${key}`).toEqual(placeholders(enTitle));
        expect(placeholders(body), `${language}.${key}`).toEqual(placeholders(enBody));
      }
    }
  });

  it('are translated, not copied from English', () => {
    for (const language of UiLocales.filter((code) => code !== 'en')) {
      const copied = PushTextKeys.filter((key) => PUSH_TEXTS[language][key][0] === PUSH_TEXTS.en[key][0]);
      expect(copied, language).toEqual([]);
    }
  });

  it('fill the placeholders and fall back to English for other languages', () => {
    expect(pushText('de', 'renewal', { home: 'Villa Lavanda', year: '2027' })).toEqual({
      title: 'Ihr Vertrag kann verlängert werden',
      body: 'Villa Lavanda: Verlängern Sie Ihren Vertrag für 2027.',
    });
    expect(pushText('sv', 'feedback', {}).title).toBe('How are we doing?');
  });
});
