/** The time zone of each country where homes are let (one zone per country in this market). */
const ZONES: Readonly<Record<string, string>> = {
  AT: 'Europe/Vienna',
  BA: 'Europe/Sarajevo',
  BE: 'Europe/Brussels',
  CH: 'Europe/Zurich',
  CZ: 'Europe/Prague',
  DE: 'Europe/Berlin',
  DK: 'Europe/Copenhagen',
  ES: 'Europe/Madrid',
  FI: 'Europe/Helsinki',
  FR: 'Europe/Paris',
  GB: 'Europe/London',
  GR: 'Europe/Athens',
  HR: 'Europe/Zagreb',
  HU: 'Europe/Budapest',
  IE: 'Europe/Dublin',
  IT: 'Europe/Rome',
  ME: 'Europe/Podgorica',
  NL: 'Europe/Amsterdam',
  NO: 'Europe/Oslo',
  PL: 'Europe/Warsaw',
  PT: 'Europe/Lisbon',
  SE: 'Europe/Stockholm',
  SI: 'Europe/Ljubljana',
  SK: 'Europe/Bratislava',
};

/**
 * The IANA time zone of a home by its country code: an imported timed event is read as the
 * dates it covers there (a 23:00 UTC check-in in Croatia is the next day). Unknown countries: UTC.
 */
export function homeTimeZone(country: string): string {
  return ZONES[country.toUpperCase()] ?? 'UTC';
}
