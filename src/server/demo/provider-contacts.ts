import type { Insertable } from 'kysely';
import type { ProviderContactsTable } from '../db/schema';
import type { Executor } from '../repositories/executor';
import { insertProviderContacts } from '../repositories/provider-contacts-repository';

/** The service office of each country the demo homes are in: a phone line with office hours. */
const OFFICES: Record<string, { name: string; phone: string; email: string }> = {
  HR: { name: 'Service office Split', phone: '+385 21 555 0100', email: 'owners.hr@example.com' },
  IT: { name: 'Service office Florence', phone: '+39 055 555 0100', email: 'owners.it@example.com' },
  DK: { name: 'Service office Copenhagen', phone: '+45 33 55 01 00', email: 'owners.dk@example.com' },
  AT: { name: 'Service office Innsbruck', phone: '+43 512 555 0100', email: 'owners.at@example.com' },
  CH: { name: 'Service office Lucerne', phone: '+41 41 555 01 00', email: 'owners.ch@example.com' },
  ES: { name: 'Service office Málaga', phone: '+34 952 555 010', email: 'owners.es@example.com' },
  FR: { name: 'Service office Nice', phone: '+33 4 93 55 01 00', email: 'owners.fr@example.com' },
};
const HEAD_OFFICE = { name: 'Owner service', email: 'owners@example.com' };
const KEY_HOLDERS = ['Marija Kovač', 'Luca Bianchi', 'Mette Jensen', 'Ivana Babić', 'Giulia Romano', 'Søren Nielsen', 'Petra Novak', 'Marco Ricci'];

/**
 * Every demo account's contacts at the provider, from the homes already seeded: the owner service
 * by e-mail, a service office per country of the homes (by phone, Monday to Friday), and a key
 * holder per home (by mobile, every day). Deterministic, without the PRNG, so the other demo data
 * stays the same.
 */
export async function seedProviderContacts(db: Executor): Promise<void> {
  const homes = await db.selectFrom('accommodations').select(['id', 'accountId', 'country']).orderBy('accountId').orderBy('code').execute();
  const rows: Insertable<ProviderContactsTable>[] = [];
  const byAccount = new Map<number, typeof homes>();
  for (const home of homes) byAccount.set(home.accountId, [...(byAccount.get(home.accountId) ?? []), home]);
  for (const [accountId, houses] of byAccount) {
    let position = 0;
    rows.push({ accountId, position: position++, role: 'ServiceOffice', name: HEAD_OFFICE.name, channel: 'Email', email: HEAD_OFFICE.email, phone: null, accommodationId: null });
    for (const country of [...new Set(houses.map((house) => house.country))]) {
      const office = OFFICES[country];
      if (!office) continue;
      rows.push({
        accountId, position: position++, role: 'ServiceOffice', name: office.name, channel: 'Phone', email: office.email, phone: office.phone,
        accommodationId: null, country, firstDay: 1, lastDay: 5, opens: '08:00', closes: '18:00',
      });
    }
    // The agency's portfolio is large: key holders for the first homes are enough to show the list.
    for (const house of houses.slice(0, 6)) {
      const name = KEY_HOLDERS[(house.id + accountId) % KEY_HOLDERS.length]!;
      rows.push({
        accountId, position: position++, role: 'Keyholder', name, channel: 'Mobile', email: null, phone: `+385 91 555 ${String(1000 + house.id).slice(-4)}`,
        accommodationId: house.id, firstDay: 1, lastDay: 7, opens: '09:00', closes: '20:00',
      });
    }
  }
  await insertProviderContacts(db, rows);
}
