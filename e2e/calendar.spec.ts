import { expect } from '@playwright/test';
import { test } from './fixtures';
import { expectAccessible, openInApp, signIn } from './support';

/** A yyyy-MM-dd date as an owner types it in English (en-GB): dd/MM/yyyy. */
const british = (iso: string) => iso.split('-').reverse().join('/');

test('a month of one home: week numbers, every entry type in the legend, keyboard moves and a day’s details', async ({ page }) => {
  // Two axe runs and two months: more than the default 30 s on a busy machine.
  test.setTimeout(120_000);
  await signIn(page, '100001', { at: '/bookings/calendar/HR2731.100.1?date=2026-08-01' });
  await expect(page.getByRole('heading', { level: 1, name: 'Booking calendar' })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'August 2026' });
  await expect(grid).toBeVisible();
  // 1 August 2026 is a Saturday in ISO week 31.
  await expect(grid.getByRole('rowheader').first()).toHaveText('31');
  await expect(page.getByRole('list', { name: 'Legend' }).getByRole('listitem')).toHaveCount(10);
  await expectAccessible(page);

  const first = grid.locator('[data-day="2026-08-01"]');
  await expect(first).toHaveAttribute('tabindex', '0');
  await expect(first).toHaveAttribute('aria-label', /(^|, )Saturday, 1 August 2026: /);
  await first.focus();
  await page.keyboard.press('ArrowRight');
  await expect(grid.locator('[data-day="2026-08-02"]')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Selected day' }).getByRole('heading', { name: 'Sunday, 2 August 2026' })).toBeVisible();
  await page.keyboard.press('PageDown');
  await expect(page).toHaveURL(/date=2026-09-02/);
  await expect(page.getByRole('grid', { name: 'September 2026' }).locator('[data-day="2026-09-02"]')).toBeFocused();

  await page.getByRole('button', { name: 'Show the calendar address' }).click();
  const address = page.getByLabel('Calendar address (iCal)');
  await expect(address).toHaveValue(/\/ical\/[A-Za-z0-9_-]{43}\.ics$/);
  const before = await address.inputValue();
  const feed = await page.request.get(new URL(before).pathname);
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain('BEGIN:VCALENDAR');
  await page.getByRole('button', { name: /Replace the address/ }).click();
  await page.getByRole('dialog', { name: 'Replace the calendar address?' }).getByRole('button', { name: 'Replace the address' }).click();
  await expect(page.getByText('The address was replaced.')).toBeVisible();
  await expect(address).not.toHaveValue(before);
  expect((await page.request.get(new URL(before).pathname)).status()).toBe(404);
  await expectAccessible(page);

  await page.getByRole('combobox', { name: 'Holiday home' }).selectOption('IT5521.610.2');
  await expect(page).toHaveURL(/\/bookings\/calendar\/IT5521\.610\.2\?date=/);
  await expect(page.getByRole('grid', { name: 'September 2026' })).toBeVisible();
});

test('an invalid date or another owner’s home shows the invalid page', async ({ page }) => {
  await signIn(page, '100001', { at: '/bookings/calendar/HR2731.100.1?date=2026-02-30' });
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await page.goto('/bookings/calendar/CH3920.110.1?date=2026-08-01');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});

test('on a phone the owner taps the first and the last free night, books them and sees them in the month @phone-only', async ({ page }) => {
  // The phone’s compact grid and its agenda.
  test.setTimeout(120_000);
  await signIn(page, '100001', { at: '/bookings/calendar/HR2731.100.1?date=2026-08-01' });
  // The month's grid, with its entries listed under it.
  await expect(page.getByRole('grid', { name: 'August 2026' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'This month' }).getByRole('listitem').first()).toBeVisible();

  await openInApp(page, '/bookings/calendar/IT5521.610.2?date=2028-06-01');
  const grid = page.getByRole('grid', { name: 'June 2028' });
  await expect(page.getByText('To book your own stay, tap the first and the last night')).toBeVisible();
  // A day is a touch target even on a phone.
  expect((await grid.locator('[data-day="2028-06-12"]').boundingBox())!.width).toBeGreaterThanOrEqual(44);
  await grid.locator('[data-day="2028-06-12"]').tap();
  await expect(page.getByText('First night: Monday, 12 June 2028. Now tap the last night of your stay, or book just this one.')).toBeVisible();
  // Changing one's mind: the selection can be cleared.
  await page.getByRole('button', { name: 'Cancel' }).tap();
  await expect(page.getByText(/^First night:/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Book these dates' })).toHaveCount(0);

  await grid.locator('[data-day="2028-06-12"]').tap();
  await grid.locator('[data-day="2028-06-15"]').tap();
  await expect(grid.locator('[aria-selected="true"]')).toHaveCount(4);
  await expect(page.getByText('Selected: arrival Monday, 12 June 2028, departure Friday, 16 June 2028 (4 nights)')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Book these dates' }).tap();
  await expect(page).toHaveURL(/\/owner-booking\?accommodation=IT5521\.610\.2&arrival=2028-06-12&departure=2028-06-16$/);
  await expect(page.getByRole('combobox', { name: 'Holiday home' })).toHaveValue('IT5521.610.2');
  await expect(page.getByLabel('Arrival', { exact: true })).toHaveValue('12/06/2028');
  await expect(page.getByLabel('Departure', { exact: true })).toHaveValue('16/06/2028');
  await page.getByRole('button', { name: 'Book these dates' }).tap();

  await expect(page).toHaveURL(/\/bookings\/calendar\/IT5521\.610\.2\?date=2028-06-12&booked=\d+$/);
  const after = page.getByRole('grid', { name: 'June 2028' });
  for (const day of ['2028-06-12', '2028-06-15']) await expect(after.locator(`[data-day="${day}"]`)).toHaveAttribute('aria-label', /: Own stay/);
  // The departure morning: free again for the night, the stay's end said.
  await expect(after.locator('[data-day="2028-06-16"]')).toHaveAttribute('aria-label', /: free.* · departure: Own stay$/);
  await expect(page.getByRole('list', { name: 'This month' })).toContainText('Own stay');
  await expectAccessible(page);
});

test('the owner books their own stay from the calendar, sees it there and sees the clash the next time @phone', async ({ page, isMobile }) => {
  test.setTimeout(120_000);
  // Desktop and phone may run against one server: each books its own week.
  const [arrival, departure] = isMobile ? ['2028-03-20', '2028-03-24'] : ['2028-03-10', '2028-03-14'];
  await signIn(page, '100001', { at: `/bookings/calendar/HR2731.100.1?date=${arrival}` });
  // The calendar's own link (the navigation has one too, without a home).
  await page.locator('#main').getByRole('link', { name: 'Book your own stay' }).click();
  await expect(page).toHaveURL(/\/owner-booking\?accommodation=HR2731\.100\.1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Book your own stay' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Holiday home' })).toHaveValue('HR2731.100.1');
  await page.getByLabel('Arrival', { exact: true }).fill(british(arrival));
  await page.getByLabel('Departure', { exact: true }).fill(british(departure));
  await page.getByLabel('Departure', { exact: true }).blur();
  await page.getByRole('combobox', { name: 'Who stays' }).selectOption('MyRent');
  await page.getByLabel('Guest’s name').fill('Ana Horvat');
  await page.getByLabel('Note').fill('Friends from Zagreb');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Book these dates' }).click();

  await expect(page).toHaveURL(new RegExp(`/bookings/calendar/HR2731\\.100\\.1\\?date=${arrival}&booked=\\d+$`));
  if (isMobile) {
    await expect(page.getByRole('list', { name: 'This month' })).toContainText('My rent (Ana Horvat)');
  } else {
    await expect(page.locator(`[data-day="${arrival}"]`)).toHaveAttribute('aria-label', /My rent \(Ana Horvat\)/);
  }

  // The same nights again: the clash shows before sending, and sending is not offered.
  await page.locator('#main').getByRole('link', { name: 'Book your own stay' }).click();
  await page.getByLabel('Arrival', { exact: true }).fill(british(arrival));
  await page.getByLabel('Departure', { exact: true }).fill(british(departure));
  await page.getByLabel('Departure', { exact: true }).blur();
  await expect(page.getByText('These dates clash with stays already in the calendar')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Book these dates' })).toBeDisabled();
  await expectAccessible(page);
});

test('the calendar lists imported calendars and explains a bad address', async ({ page }) => {
  await signIn(page, '100001', { at: '/bookings/calendar/HR2731.100.1?date=2026-12-01' });
  const section = page.getByRole('region', { name: 'Import calendars from other platforms' });
  await expect(section).toBeVisible();
  await section.getByRole('button', { name: 'Add calendar' }).click();
  const summary = section.getByRole('alert').filter({ hasText: 'Please check the calendar to add' });
  await expect(summary).toBeFocused();
  await expect(section.getByText('Enter a name of up to 80 characters.')).toBeVisible();
  await expect(section.getByText('Enter a web address starting with https://, webcal:// or http://.')).toBeVisible();
  // A fixed field loses its error at once.
  await section.getByLabel('Name (e.g. the platform)').fill('Local test');
  await expect(section.getByText('Enter a name of up to 80 characters.')).toHaveCount(0);
  // A private address is refused at once, with the reason.
  await section.getByLabel('Address of the other calendar (iCal)').fill('http://127.0.0.1/calendar.ics');
  await section.getByRole('button', { name: 'Add calendar' }).click();
  await expect(section.getByText('The address is not public on the internet.')).toBeVisible();
  await expect(summary).toBeFocused();
  await expect(section.getByText('No calendars imported yet.')).toBeVisible();
  await expectAccessible(page);

  // A public address that does not answer: added, its failure shown, synced again on request, removed.
  await section.getByLabel('Name (e.g. the platform)').fill('Other platform');
  await section.getByLabel('Address of the other calendar (iCal)').fill('https://calendar.example.invalid/villa.ics');
  await section.getByRole('button', { name: 'Add calendar' }).click();
  const imported = section.getByRole('list', { name: 'Imported calendars' });
  await expect(imported.getByRole('heading', { name: 'Other platform' })).toBeVisible();
  await expect(imported.getByText('Not synced yet: the first try failed')).toBeVisible();
  await expect(imported.getByText('The platform could not be reached. Check the address.')).toBeVisible();
  await expectAccessible(page);
  const synced = page.waitForResponse((response) => /\/api\/ical\/feeds\/[^/]+\/sync$/.test(new URL(response.url()).pathname) && response.request().method() === 'POST');
  await imported.getByRole('button', { name: 'Sync Other platform now' }).click();
  expect((await synced).status()).toBe(200);
  await expect(imported.getByText('The platform could not be reached. Check the address.')).toBeVisible();
  await imported.getByRole('button', { name: 'Remove Other platform' }).click();
  await expect(section.getByText('No calendars imported yet.')).toBeVisible();
});

test('choosing free nights in the month opens the owner-booking form with them; a taken night is refused with the reason', async ({ page }) => {
  await signIn(page, '100001', { at: '/bookings/calendar/IT5521.610.2?date=2028-05-01' });
  const grid = page.getByRole('grid', { name: 'May 2028' });
  await expect(grid).toHaveAttribute('aria-multiselectable', 'true');
  await grid.locator('[data-day="2028-05-08"]').click();
  await grid.locator('[data-day="2028-05-11"]').click();
  await expect(grid.locator('[aria-selected="true"]')).toHaveCount(4);
  await expect(page.getByText('Selected: arrival Monday, 8 May 2028, departure Friday, 12 May 2028 (4 nights)')).toBeVisible();
  // Shift+arrows grow the nights from the keyboard too.
  await grid.locator('[data-day="2028-05-11"]').focus();
  await page.keyboard.press('Shift+ArrowRight');
  await expect(page.getByText(/departure Saturday, 13 May 2028 \(5 nights\)/)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Book these dates' }).click();
  await expect(page).toHaveURL(/\/owner-booking\?accommodation=IT5521\.610\.2&arrival=2028-05-08&departure=2028-05-13$/);
  await expect(page.getByRole('combobox', { name: 'Holiday home' })).toHaveValue('IT5521.610.2');
  await expect(page.getByLabel('Arrival', { exact: true })).toHaveValue('08/05/2028');
  await expect(page.getByLabel('Departure', { exact: true })).toHaveValue('13/05/2028');

  // A night someone else holds cannot be chosen: book one, then try to choose across it.
  await page.getByRole('button', { name: 'Book these dates' }).click();
  await expect(page).toHaveURL(/\/bookings\/calendar\/IT5521\.610\.2\?date=2028-05-08&booked=\d+$/);
  const after = page.getByRole('grid', { name: 'May 2028' });
  await after.locator('[data-day="2028-05-05"]').click();
  await after.locator('[data-day="2028-05-15"]').click();
  await expect(page.getByText(/^Monday, 8 May 2028 is taken \(Own stay\): an owner booking can only hold free nights\.$/)).toBeVisible();
  await expect(page.getByText('First night: Friday, 5 May 2028. Now tap the last night of your stay, or book just this one.')).toBeVisible();
});

test('a keyholder sees the calendar without the booking actions, and cannot open the booking form', async ({ page }) => {
  await signIn(page, '100003');
  const homes = (await (await page.request.get('/api/accommodations')).json()) as { code: string }[];
  await page.goto(`/bookings/calendar/${homes[0]!.code}?date=2026-08-01`);
  const grid = page.getByRole('grid', { name: 'August 2026' });
  await expect(grid).toBeVisible();
  await expect(grid).toHaveAttribute('aria-multiselectable', 'false');
  await expect(page.locator('#main').getByRole('link', { name: 'Book your own stay' })).toHaveCount(0);
  await grid.locator('[data-day="2026-08-03"]').click();
  await grid.locator('[data-day="2026-08-05"]').click();
  await expect(page.getByRole('link', { name: 'Book these dates' })).toHaveCount(0);
  // Importing books stays: the keyholder gets the export, not the import form, and the server refuses it too.
  await expect(page.getByRole('region', { name: 'Share this calendar with other platforms' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Import calendars from other platforms' })).toHaveCount(0);
  expect((await page.request.post(`/api/ical/${homes[0]!.code}/feeds`, { data: { name: 'Other', url: 'https://calendar.example.com/a.ics' } })).status()).toBe(403);
  expect((await page.request.post('/api/owner-bookings', { headers: { 'Idempotency-Key': 'keyholder-e2e-0001' }, data: { accommodationCode: homes[0]!.code, arrivalDate: '2028-06-01', departureDate: '2028-06-03', kind: 'OwnerBooking' } })).status()).toBe(403);
  // A link to the form says why it is not available instead of opening it (issue 29.6).
  await page.goto('/owner-booking');
  await expect(page.getByRole('heading', { level: 1, name: 'This page is not available to you' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Book these dates' })).toHaveCount(0);
  await expectAccessible(page);
});

test('the agency sees its 24 homes on one timeline, moves between months without a reload, in German too @phone', async ({ page, isMobile }) => {
  test.setTimeout(120_000);
  await signIn(page, '100002');
  const homes = (await (await page.request.get('/api/accommodations')).json()) as { code: string; name: string }[];
  expect(homes).toHaveLength(24);
  await page.goto(`/bookings/calendar/${homes[0]!.code}?date=2026-08-01`);
  // Followed by keyboard: the link is gone with the month, so focus goes to the timeline's heading.
  await page.locator('#main').getByRole('link', { name: 'All homes' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\?date=2026-08-01&view=homes$/);
  await expect(page.locator('#main h1')).toBeFocused();
  const august = page.getByRole('grid', { name: 'August 2026' });
  await expect(august.getByRole('rowheader')).toHaveCount(24);
  await expect(august.getByRole('columnheader')).toHaveCount(32);
  await expect(august.getByRole('gridcell', { name: new RegExp(`^${homes[1]!.name}, Saturday, 1 August 2026: `) })).toBeVisible();
  await expectAccessible(page);

  // A full reload would lose this mark.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await page.getByRole('button', { name: 'Next month' }).click();
  const september = page.getByRole('grid', { name: 'September 2026' });
  await expect(september.getByRole('rowheader')).toHaveCount(24);
  await expect(page).toHaveURL(/date=2026-09-01&view=homes$/);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

  // The grid's one tab stop, then arrows across homes and days; Enter tells the day.
  const first = september.locator('[tabindex="0"]');
  await expect(first).toHaveCount(1);
  await first.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  await expect(page.locator(':focus')).toHaveAttribute('aria-label', new RegExp(`^${homes[1]!.name}, Wednesday, 2 September 2026: `));
  await page.keyboard.press('Enter');
  const details = page.getByRole('region', { name: 'Selected day' });
  await expect(details.getByRole('heading', { name: `${homes[1]!.name}, Wednesday, 2 September 2026` })).toBeVisible();
  await details.getByRole('link', { name: `Open the month of ${homes[1]!.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/bookings/calendar/${homes[1]!.code.replaceAll('.', '\\.')}\\?date=2026-09-02$`));
  await expect(page.getByRole('grid', { name: 'September 2026' })).toBeVisible();

  if (isMobile) await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/bookings/calendar/${homes[0]!.code}?date=2026-08-01&view=homes`);
  await page.getByLabel('Language').first().selectOption('de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  const german = page.getByRole('grid', { name: 'August 2026' });
  await expect(german.getByRole('gridcell', { name: new RegExp(`^${homes[1]!.name}, Samstag, 1\\. August 2026: `) })).toBeVisible();
  await expectAccessible(page);
});
