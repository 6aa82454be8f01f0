/**
 * Ids in paths and bodies are the database's decimal ids. Anything else cannot name an object, so
 * callers answer 404 (as for another account's id) rather than 400.
 */
export function parseObjectId(value: string): number | null {
  return /^[1-9]\d{0,14}$/.test(value) ? Number(value) : null;
}
