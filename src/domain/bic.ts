import { normalizeIban } from './iban';

/** A BIC (ISO 9362): 4 letters of the bank, 2 of the country, 2 letters or digits of the place, optionally a 3-character branch. */
export const BIC_PATTERN = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/;

/** Countries of the SEPA scheme: payments to their IBANs need no BIC. */
export const SEPA_COUNTRIES: ReadonlySet<string> = new Set([
  'AT', 'BE', 'BG', 'CH', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GB', 'GI', 'GR', 'HR', 'HU', 'IE', 'IS', 'IT', 'LI',
  'LT', 'LU', 'LV', 'MC', 'MT', 'NL', 'NO', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK', 'SM', 'VA', 'AD', 'AL', 'MD', 'ME', 'MK', 'RS',
]);

/** Whether a value is a BIC (spaces and lowercase tolerated). */
export function isValidBic(value: string): boolean {
  return BIC_PATTERN.test(value.replace(/\s+/g, '').toUpperCase());
}

/** Whether a transfer to this IBAN needs a BIC: outside SEPA it does. */
export function bicRequired(iban: string): boolean {
  return !SEPA_COUNTRIES.has(normalizeIban(iban).slice(0, 2));
}
