import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../domain/patterns';

/**
 * Passwords refused at a password change or reset (ASVS 6.2.4, 6.2.11; NIST SP 800-63B-4
 * "blocklist"). The list is zxcvbn-ts's ranked list of common passwords (@zxcvbn-ts/language-common,
 * MIT, ~49,000 entries from leaked-password corpora, kept up to date through npm); we keep the
 * entries that meet the length rule, at least the top 3,000 ASVS asks for (today ~18,000). Shorter
 * ones are already refused by the length rule. Compared case-insensitively.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  dictionary['passwords-common'].filter((entry) => entry.length >= PASSWORD_MIN_LENGTH && entry.length <= PASSWORD_MAX_LENGTH),
);

/**
 * The service's own names in the forms people turn them into passwords: the portal and the
 * provider (src/app/brand.ts, "Holiday Homes Group"), lower case without spaces.
 */
export const SERVICE_WORDS: readonly string[] = ['ownerportal', 'owner', 'portal', 'holidayhomesgroup', 'holidayhomes', 'holidayhome', 'ferienhaus', 'vacationhome'];

/** Why a password is refused: a common one (or a common one with a few additions), or one built on the owner number or the service's name. */
export type PasswordWeakness = 'common' | 'personal';

// The usual character swaps ("P@ssw0rd"), undone before the list is asked.
const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's', '!': 'i' };
const unleet = (text: string) => text.replace(/[013457@$!]/g, (c) => LEET[c] ?? c);
/** Digits and symbols around a word: "Password2026!", "!!summer2025". */
const core = (text: string) => text.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
/** What is left of a password once a word is taken out counts as "a small addition" below this length. */
const SMALL_ADDITION = 6;

/**
 * Whether a new password is too guessable, and why. `common`: on the list, on the list once the
 * digits and symbols around it and the usual character swaps are taken away ("Password2026",
 * "P@ssw0rd!"), or one character repeated. `personal`: the owner number or the service's name with
 * small additions ("10000500" for owner 100005, "OwnerPortal2026"). Case-insensitive, as attackers
 * match their lists.
 */
export function passwordWeakness(password: string, userId: string): PasswordWeakness | null {
  const candidate = password.normalize('NFKC').toLowerCase();
  const compact = candidate.replace(/[\s._-]+/g, '');
  const id = userId.trim().toLowerCase();
  if (id && withSmallAddition(compact, id.replace(/[\s._-]+/g, ''))) return 'personal';
  if (SERVICE_WORDS.some((word) => withSmallAddition(compact, word) || withSmallAddition(unleet(compact), word))) return 'personal';
  if (/^(.)\1*$/su.test(candidate)) return 'common';
  for (const form of new Set([candidate, compact, core(candidate), core(compact), unleet(compact), core(unleet(compact))])) {
    if (COMMON_PASSWORDS.has(form)) return 'common';
  }
  return null;
}

/** `text` holds `word` (once or more), and what is left around it is short: a few digits or letters added. */
function withSmallAddition(text: string, word: string): boolean {
  return text.includes(word) && text.split(word).join('').length < SMALL_ADDITION;
}
