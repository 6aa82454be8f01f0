/** The character that stands for a hidden card digit. */
export const CARD_MASK_CHAR = '•';

/** Masks a card number to its last 4 characters, each hidden one shown as '•'; whitespace is dropped. */
export function maskCardNumber(value: string): string {
  const compact = value.replace(/\s+/g, '');
  const hidden = Math.max(0, compact.length - 4);
  return CARD_MASK_CHAR.repeat(hidden) + compact.slice(hidden);
}
