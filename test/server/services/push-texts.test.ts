import { describe, expect, it } from 'vitest';
import { UiLocales } from '../../../src/domain/enumerations';
import { PushTextKeys, pushText } from '../../../src/server/services/push-texts';

const values = { home: 'Villa Lavanda', arrival: '14 Jul', departure: '21 Jul', year: '2027' };

describe('push texts', () => {
  it('exist for every key in all ten languages, with every placeholder filled', () => {
    for (const language of UiLocales) {
      for (const key of PushTextKeys) {
        const { title, body } = pushText(language, key, values);
        expect(title.trim(), `${language}.${key}`).not.toBe('');
        expect(`${title} ${body}`, `${language}.${key}`).not.toMatch(/[{}]/);
        if (key.startsWith('reservation')) expect(body, `${language}.${key}`).toContain('14 Jul');
        if (key === 'renewal' || key === 'contract') expect(body, `${language}.${key}`).toContain('2027');
      }
    }
  });

  it('are translated, not copied from English', () => {
    for (const language of UiLocales.filter((code) => code !== 'en')) {
      const copied = PushTextKeys.filter((key) => pushText(language, key, values).title === pushText('en', key, values).title);
      expect(copied, language).toEqual([]);
    }
  });

  it('fill the placeholders and fall back to English for other languages', () => {
    expect(pushText('de', 'renewal', { home: 'Villa Lavanda', year: '2027' })).toEqual({
      title: 'Ihr Vertrag kann verlängert werden',
      body: 'Villa Lavanda: Verlängern Sie Ihren Vertrag für 2027.',
    });
    expect(pushText('fr', 'ibanFailed', {}).body).toMatch(/^Nous n'avons pas pu/);
    expect(pushText('sv', 'feedback', {}).title).toBe('How are we doing?');
  });
});
