import type { Prng } from './prng';

/** Guest origins with their language, name pools and phone prefix (weights ≈ the provider's mix). */
const ORIGINS = [
  { language: 'de', weight: 30, prefix: '+49', first: ['Lena', 'Jonas', 'Anna', 'Lukas', 'Marie', 'Felix', 'Sophie', 'Paul'], last: ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Wagner', 'Becker'] },
  { language: 'nl', weight: 14, prefix: '+31', first: ['Daan', 'Emma', 'Sem', 'Julia', 'Lucas', 'Tess'], last: ['de Jong', 'Jansen', 'Visser', 'Smit', 'Bakker', 'Mulder'] },
  { language: 'pl', weight: 10, prefix: '+48', first: ['Jakub', 'Zuzanna', 'Kacper', 'Maja', 'Szymon'], last: ['Nowak', 'Kowalski', 'Wiśniewski', 'Wójcik', 'Kamiński'] },
  { language: 'cs', weight: 8, prefix: '+420', first: ['Jan', 'Tereza', 'Tomáš', 'Eliška', 'Petr'], last: ['Novák', 'Svoboda', 'Dvořák', 'Černý', 'Procházka'] },
  { language: 'en', weight: 12, prefix: '+44', first: ['Oliver', 'Amelia', 'George', 'Isla', 'Harry', 'Ava'], last: ['Smith', 'Jones', 'Taylor', 'Brown', 'Wilson', 'Evans'] },
  { language: 'it', weight: 8, prefix: '+39', first: ['Francesco', 'Giulia', 'Alessandro', 'Sofia', 'Lorenzo'], last: ['Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi'] },
  { language: 'fr', weight: 8, prefix: '+33', first: ['Louis', 'Chloé', 'Gabriel', 'Léa', 'Hugo'], last: ['Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert'] },
  { language: 'hr', weight: 5, prefix: '+385', first: ['Luka', 'Mia', 'Ivan', 'Lucija', 'Marko'], last: ['Horvat', 'Kovačević', 'Babić', 'Marić', 'Jurić'] },
  { language: 'es', weight: 5, prefix: '+34', first: ['Hugo', 'Lucía', 'Martín', 'Paula', 'Daniel'], last: ['García', 'Fernández', 'López', 'Martínez', 'Sánchez'] },
] as const;

/** A generated guest. */
export interface Traveller {
  readonly name: string;
  readonly language: string;
  readonly contacts: readonly { type: 'EMAIL' | 'MOB' | 'TELP' | 'TELB'; contact: string }[];
}

/** Latin letters only, for the local part of a demo e-mail address. */
function asciiSlug(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l')
    .replace(/[^A-Za-z]+/g, '')
    .toLowerCase();
}

/** A guest with an e-mail address on example.net and one phone of a random kind (MOB, TELP or TELB). */
export function randomTraveller(prng: Prng): Traveller {
  const origin = prng.weighted(ORIGINS.map((entry) => [entry, entry.weight] as const));
  const first = prng.pick(origin.first);
  const last = prng.pick(origin.last);
  const phone = `${origin.prefix} ${prng.int(100, 999)} ${prng.int(100, 999)} ${prng.int(100, 999)}`;
  const phoneType = prng.weighted([
    ['MOB', 7],
    ['TELP', 2],
    ['TELB', 1],
  ] as const);
  return {
    name: `${first} ${last}`,
    language: origin.language,
    contacts: [
      { type: 'EMAIL', contact: `${asciiSlug(first)}.${asciiSlug(last)}${prng.int(1, 99)}@example.net` },
      { type: phoneType, contact: phone },
    ],
  };
}
