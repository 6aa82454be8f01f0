/**
 * Masking of personal data shown before the second factor or in the profile: enough to recognise
 * one's own address, not enough to learn someone else's.
 */

/** 'ana.horvat@example.com' → 'a***@example.com'. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

/** '+385 91 234 5612' → '+•• ••• ••• 12' (only the last two digits stay). */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `+•• ••• ••• ${digits.slice(-2)}`;
}

/** 'HR1210010051863000160' → 'HR12 •••• •••• 0160' (country, check digits and the last four). */
export function maskIban(iban: string): string {
  const compact = iban.replace(/\s+/g, '').toUpperCase();
  if (compact.length < 8) return '••••';
  return `${compact.slice(0, 4)} •••• •••• ${compact.slice(-4)}`;
}
