import { Languages, type Language } from '../../domain/enumerations';

/** The content language of a request: the first Accept-Language tag's language if supported, else English. */
export function contentLanguage(header: string | undefined): Language {
  const primary = header?.split(',')[0]?.split(';')[0]?.trim().slice(0, 2).toLowerCase();
  return (Languages as readonly string[]).includes(primary ?? '') ? (primary as Language) : 'en';
}
