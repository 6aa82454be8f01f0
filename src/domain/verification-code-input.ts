import { VERIFICATION_CODE } from './patterns';

const CODE_LENGTH = 6;
/** Six digits, possibly grouped by spaces or dashes ("720 552", "720-552"), not part of a longer number. */
const GROUPED_CODE = /(?<!\d)\d(?:[ \u00a0\u2009\-\u2010-\u2013]?\d){5}(?!\d)/u;

/**
 * The code in what the owner typed or pasted: "720 552", "720-552" or "Code: 720552" all give
 * "720552". Without such a group, the first six digits of the text (typing one at a time).
 * Cleaning comes before the length limit, so a pasted separator never cuts a digit off.
 */
export function codeFromInput(text: string): string {
  const grouped = GROUPED_CODE.exec(text);
  if (grouped) return grouped[0].replace(/\D/g, '');
  return text.replace(/\D/g, '').slice(0, CODE_LENGTH);
}

/** True when the text is a whole code, ready to send. */
export function isCompleteCode(code: string): boolean {
  return VERIFICATION_CODE.test(code);
}
