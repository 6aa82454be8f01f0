import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { UiLocales } from '../../src/domain/enumerations';
import { readPo } from '../../scripts/po.mjs';

const root = path.resolve(import.meta.dirname, '../..');

const readCatalog = (locale: string) => readPo(path.join(root, 'locales', locale, 'messages.po'));
/** The server's catalog (mails and text messages), apart so the client bundles never carry it. */
const readServerCatalog = (locale: string) => readPo(path.join(root, 'locales', 'server', `${locale}.po`));

/**
 * ICU argument names: `{name}` or `{name, plural, …}`; plural and select branches (`{# nights}`,
 * `=0 {None}`, `other {Keine}`) are text, not arguments.
 */
const argumentsOf = (message: string) =>
  new Set([...message.matchAll(/(?<!(?:=\d+|\b(?:zero|one|two|few|many|other))\s*)\{\s*([A-Za-z_]\w*)\s*(?:,|\})/g)].map((m) => m[1]!));
// A clean environment: Lingui's worker threads fail under the test runner's NODE_OPTIONS.
const { NODE_OPTIONS: _ignored, ...env } = process.env;
const lingui = (...args: string[]) =>
  spawnSync(process.execPath, [path.join(root, 'node_modules/@lingui/cli/dist/lingui.js'), ...args, '--workers', '1'], { cwd: root, encoding: 'utf8', env });

// Extraction reads the whole source tree: seconds on a quiet machine, a minute on a busy one.
const CLI_TIMEOUT_MS = 180_000;

// One extraction serves every check: `lingui check sync` and `check missing` repeated it and asked
// what the tests below ask of the files (the English catalog equals the code's messages; every
// locale holds exactly those ids, each translated).
describe('translation catalogs', () => {
  const english = readCatalog('en');

  beforeAll(() => {
    const result = lingui('extract-template');
    expect(result.status, result.stderr).toBe(0);
  }, CLI_TIMEOUT_MS);

  it('keep the English catalog equal to the messages in the code (npm run i18n:extract)', () => {
    expect(Object.fromEntries(readCatalog('en'))).toEqual(Object.fromEntries(readPo(path.join(root, 'locales/messages.pot'))));
  });

  it('keep the English server catalog equal to the server messages in the code', () => {
    expect(Object.fromEntries(readServerCatalog('en'))).toEqual(Object.fromEntries(readPo(path.join(root, 'locales/server/messages.pot'))));
    expect(readServerCatalog('en').size).toBeGreaterThan(0);
    // No server text in the client catalog: it would grow the client's downloads.
    expect([...english.keys()].filter((id) => readServerCatalog('en').has(id))).toEqual([]);
  });

  const serverEnglish = readServerCatalog('en');
  it.each(UiLocales.filter((l) => l !== 'en'))('%s: real translations of the server texts with the same placeholders', (locale) => {
    const catalog = readServerCatalog(locale);
    expect([...catalog.keys()].sort()).toEqual([...serverEnglish.keys()].sort());
    const copies: string[] = [];
    for (const [id, source] of serverEnglish) {
      const translated = catalog.get(id) ?? '';
      expect(translated, `${locale} ${id}`).not.toBe('');
      const used = argumentsOf(translated);
      expect([...argumentsOf(source)].filter((name) => !used.has(name)), `${locale} ${id} placeholders`).toEqual([]);
      if (translated === source && /[a-z]{4,}\s+[a-z]{3,}/i.test(source)) copies.push(id);
    }
    expect(copies, `${locale} server messages copied from English`).toEqual([]);
  });

  it.each(UiLocales.filter((l) => l !== 'en'))('%s: real translations with the same placeholders', (locale) => {
    const catalog = readCatalog(locale);
    expect([...catalog.keys()].sort()).toEqual([...english.keys()].sort());
    const copies: string[] = [];
    for (const [id, source] of english) {
      const translated = catalog.get(id) ?? '';
      expect(translated, `${locale} ${id}`).not.toBe('');
      // Every argument of the English text is used in the translation (branch words may differ).
      const used = argumentsOf(translated);
      expect([...argumentsOf(source)].filter((name) => !used.has(name)), `${locale} ${id} placeholders`).toEqual([]);
      if (translated === source && /[a-z]{4,}\s+[a-z]{3,}/i.test(source)) copies.push(id);
    }
    // A sentence left in English is a missing translation, whatever the file says.
    expect(copies, `${locale} messages copied from English`).toEqual([]);
  });

  /** Punctuation no sentence needs: ".." (an ellipsis "..." is fine), a space before "." or ",", ",," or ",.". */
  const doubledPunctuation = [/(?<!\.)\.\.(?!\.)/, / [.,]/, /,,/, /,\./, /\.\s+\./];
  it.each(UiLocales)('%s: no doubled punctuation in the client and server catalogs', (locale) => {
    const found: string[] = [];
    for (const [kind, catalog] of [
      ['client', readCatalog(locale)],
      ['server', readServerCatalog(locale)],
    ] as const) {
      for (const [id, text] of catalog) if (doubledPunctuation.some((pattern) => pattern.test(text))) found.push(`${kind} ${id}: ${text}`);
    }
    expect(found).toEqual([]);
  });

  // One word per thing in a language: the calendar is the Belegungskalender everywhere, keys are
  // named as keyboards and manuals name them (the Enter key is the Eingabetaste, not "Eingabe").
  const glossary: Partial<Record<string, readonly [RegExp, string][]>> = {
    de: [
      [/Buchungskalender/, 'Belegungskalender'],
      [/\bEingabe\b(?! ?(?:fehler|feld))/, 'Eingabetaste'],
      [/\bUmschalt\b/, 'Umschalttaste'],
    ],
  };
  it.each(Object.keys(glossary))('%s: the glossary’s words', (locale) => {
    const found: string[] = [];
    for (const [id, text] of readCatalog(locale)) for (const [pattern, word] of glossary[locale]!) if (pattern.test(text)) found.push(`${id}: say ${word} (${text})`);
    expect(found).toEqual([]);
  });
});
