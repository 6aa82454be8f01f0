import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { expectAccessible, openInApp, signIn } from './support';

// Issue 27: the calendar at the heart of the portal, and a page for each home. Each journey runs at
// 390 px (phone project) and 1280 px (desktop project), in English and German.

/** 390 × 844 on the phone project, 1280 × 900 on the desktop one. */
async function screen(page: Page, isMobile: boolean) {
  await page.setViewportSize(isMobile ? { width: 390, height: 844 } : { width: 1280, height: 900 });
}

const today = () => new Date().toLocaleDateString('sv');

async function german(page: Page) {
  await page.getByLabel('Language').first().selectOption('de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
}

/** An entry of the main navigation: a tab or the column, or a row of "More" on a phone. */
async function openNav(page: Page, name: string, inMore: boolean) {
  const nav = page.getByRole('navigation', { name: /^(Main|Hauptmenü)$/ });
  if (inMore) {
    await nav.getByRole('button', { name: /^(More|Mehr)$/ }).click();
    await page.getByRole('dialog').getByRole('link', { name }).click();
  } else {
    await nav.getByRole('link', { name }).click();
  }
}

test('Calendar is a main entry opening today, Homes leads to every page of each home, the referral page is in the navigation @phone', async ({ page, isMobile }) => {
  test.setTimeout(120_000);
  await screen(page, isMobile);
  await signIn(page, '100002');
  const homes = (await (await page.request.get('/api/accommodations')).json()) as { code: string; name: string }[];
  // The calendar: a tab on phones, a column entry on wide screens; it opens the first home at today.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Calendar' }).click();
  await expect(page).toHaveURL(new RegExp(`/bookings/calendar/${homes[0]!.code.replaceAll('.', '\\.')}$`));
  const grid = page.getByRole('grid');
  await expect(grid.locator('[aria-current="date"]')).toHaveAttribute('data-day', today());
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Calendar' })).toHaveAttribute('aria-current', 'page');
  await expectAccessible(page);

  // Homes: the top of "More" on a phone, an entry of the column on wide screens.
  if (isMobile) {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'More' }).click();
    await expect(page.getByRole('dialog', { name: 'More' }).getByRole('link').first()).toHaveText('Homes');
    await expect(page.getByRole('dialog', { name: 'More' }).getByRole('link', { name: 'Recommend a homeowner' })).toBeVisible();
    await page.getByRole('dialog', { name: 'More' }).getByRole('link', { name: 'Homes' }).click();
  } else {
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Recommend a homeowner' })).toBeVisible();
    await openNav(page, 'Homes', false);
  }
  await expect(page).toHaveURL(/\/homes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your homes' })).toBeVisible();
  await expect(page.locator('#main').getByRole('heading', { level: 2 })).toHaveCount(24);
  await expectAccessible(page);
  // The agency finds one home among 24 by a word of its name, and by its country.
  const wanted = homes[3]!;
  await page.getByRole('searchbox', { name: 'Search by name, place or code' }).fill(wanted.code);
  await expect(page.locator('#main').getByRole('heading', { level: 2 })).toHaveText([wanted.name]);
  await expect(page.getByText('1 of 24 homes shown')).toBeVisible();
  const links = page.getByRole('list', { name: `Pages of ${wanted.name}` });
  await expect(links.getByRole('link')).toHaveText(['Calendar', 'Property profile', 'Benchmark', 'Contract prices', 'Documents', 'iCal connections']);
  // Two steps from the navigation: the benchmark, which only a hidden task led to before.
  await links.getByRole('link', { name: 'Benchmark' }).click();
  await expect(page).toHaveURL(new RegExp(`/property-benchmark/${wanted.code.replaceAll('.', '\\.')}$`));
  await page.goBack();
  await page.getByRole('searchbox', { name: 'Search by name, place or code' }).fill(wanted.code);
  await page.getByRole('list', { name: `Pages of ${wanted.name}` }).getByRole('link', { name: 'iCal connections' }).click();
  await expect(page).toHaveURL(new RegExp(`/bookings/calendar/${wanted.code.replaceAll('.', '\\.')}#calendar-sync$`));
  await expect(page.getByRole('region', { name: 'Share this calendar with other platforms' })).toBeInViewport();

  // A full load: the agency's survey banner opens 30 s after the app starts, over the navigation.
  await page.goto('/homes');
  await german(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Ihre Häuser' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Land' }).selectOption('HR');
  await expect(page.getByText(/^\d+ von 24 Häusern angezeigt$/)).toBeVisible();
  await expectAccessible(page);
  await openNav(page, 'Kalender', false);
  await expect(page.getByRole('grid').locator('[aria-current="date"]')).toHaveAttribute('data-day', today());
  await expectAccessible(page);
});

test('the month shows stays as named bars, prices on free nights, today marked and past nights refused, the grid on the first screen @phone', async ({ page, isMobile }) => {
  test.setTimeout(120_000);
  await screen(page, isMobile);
  await signIn(page, '100001', { at: '/bookings/calendar/HR2731.100.1' });
  const grid = page.getByRole('grid');
  const todayCell = grid.locator('[aria-current="date"]');
  await expect(todayCell).toHaveAttribute('data-day', today());
  // The grid starts within the first screen, under one compact bar of actions.
  expect((await grid.boundingBox())!.y).toBeLessThan(isMobile ? 600 : 450);
  // Free nights from today on carry their price (100001 may see contract prices).
  await expect(grid.locator('td[aria-label*="a night"]').first()).toHaveAttribute('aria-label', /: free, €[\d,]+ a night/);
  await expectAccessible(page);

  // A past day shows what it held, and says it cannot be booked.
  const past = grid.locator('td[data-day]').first();
  await past.click();
  await expect(page.getByText('Nights before today cannot be booked any more.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Book these dates' })).toHaveCount(0);

  // The keys' help shows only once a keyboard is in the grid; Shift+arrows choose nights, and the
  // booking bar stays in view.
  const help = page.getByText(/^Arrow keys move between days/);
  expect((await help.boundingBox())?.height ?? 0).toBeLessThanOrEqual(1);
  await openInApp(page, `/bookings/calendar/IT5521.610.2?date=2028-07-03`);
  const july = page.getByRole('grid', { name: 'July 2028' });
  await july.locator('[data-day="2028-07-03"]').focus();
  await page.keyboard.press('ArrowRight');
  await expect(july.locator('[data-day="2028-07-04"]')).toBeFocused();
  expect((await help.boundingBox())!.height).toBeGreaterThan(10);
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('Shift+ArrowRight');
  await expect(page.getByText('Selected: arrival Tuesday, 4 July 2028, departure Friday, 7 July 2028 (3 nights)')).toBeInViewport();
  await expect(page.getByRole('link', { name: 'Book these dates' })).toBeInViewport();

  // Stays read as bars with who is there: each row's label, and each day's name.
  await openInApp(page, '/bookings/calendar/HR2731.100.1?date=2026-08-01');
  const august = page.getByRole('grid', { name: 'August 2026' });
  await expect(august.locator('[data-bar-label]').first()).toBeVisible();
  await expect(august.locator('td[aria-label*="Guest reservation ("]').first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Legend' })).toContainText('Own stay');
  await german(page);
  await expect(page.getByRole('list', { name: 'Legende' })).toContainText('Eigenaufenthalt');
  await expect(page.getByRole('grid', { name: 'August 2026' }).locator('td[aria-label*="Gastbuchung ("]').first()).toBeVisible();
  await expectAccessible(page);
});

test('an own stay: booked with a confirmation and its link, the note as the owner’s note, fitting inbox texts, gone from the list once removed @phone', async ({ page, isMobile }) => {
  test.setTimeout(150_000);
  await screen(page, isMobile);
  // Desktop and phone may run against one server: each books its own week.
  const [arrival, departure] = isMobile ? ['2028-09-11', '2028-09-15'] : ['2028-09-04', '2028-09-08'];
  await signIn(page, '100001', { at: `/owner-booking?accommodation=IT5521.610.2&arrival=${arrival}&departure=${departure}` });
  await page.getByLabel('Note').fill('Painters come on Monday');
  await page.getByRole('button', { name: 'Book these dates' }).click();
  await expect(page).toHaveURL(new RegExp(`/bookings/calendar/IT5521\\.610\\.2\\?date=${arrival}&booked=\\d+$`));
  await expect(page.getByText(/^Booked: Own stay, arrival \w+day, \d+ September 2028, departure \w+day, \d+ September 2028$/)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Open the booking' }).click();
  const stay = page.getByRole('region', { name: 'The stay' });
  await expect(stay).toContainText('Your note: Painters come on Monday');
  await expect(stay).not.toContainText('Guest comments');
  const resNo = ((await page.getByText(/^Reservation \d+ at /).textContent()) ?? '').replace(/\D/g, '');

  // The form's date picker marks the nights already taken in the coming 400 days.
  const inTwoMonths = new Date(Date.now() + 60 * 86_400_000).toLocaleDateString('sv');
  const taken = ((await (await page.request.get(`/api/calendar/IT5521.610.2?from=${today()}&to=${inTwoMonths}`)).json()) as { entries: { from: string }[] }).entries.find((entry) => entry.from > today())!;
  await openInApp(page, `/owner-booking?accommodation=IT5521.610.2&arrival=${taken.from}`);
  await page.getByRole('button', { name: 'Choose date', description: 'Arrival' }).click();
  const picker = page.getByRole('dialog', { name: 'Arrival' });
  await expect(picker.locator('[role="gridcell"][tabindex="0"]')).toHaveAttribute('aria-label', /, booked$/);
  // The keys' help is for keyboards: a touchscreen does not show it.
  const keysHelp = picker.getByText(/^Arrow keys move by day and week/);
  await (isMobile ? expect(keysHelp).toBeHidden() : expect(keysHelp).toBeVisible());
  await expectAccessible(page);
  await page.keyboard.press('Escape');

  await openInApp(page, '/inbox');
  await expect(page.getByText('Your own stay is booked').first()).toBeVisible();
  await expect(page.getByText(/is blocked for you from/).first()).toBeVisible();
  await expect(page.getByText(new RegExp(`Reservation ${resNo}\\. Open it to see the guest`))).toHaveCount(0);
  await expectAccessible(page);

  await openInApp(page, `/reservations/arrivals?dateFrom=${arrival}&dateTo=${arrival}`);
  const list = page.getByRole('list', { name: 'Arrivals' });
  await expect(list.locator(':scope > li').filter({ hasText: resNo })).toHaveCount(1);
  await page.getByRole('button', { name: new RegExp(`^Remove owner booking.*${resNo}`) }).click();
  await page.getByRole('dialog', { name: 'Remove this owner booking?' }).getByRole('button', { name: 'Remove booking' }).click();
  await expect(page.getByText(/Your owner booking at .+ was removed\./)).toBeVisible();
  await expect(list.locator(':scope > li').filter({ hasText: resNo })).toHaveCount(0);
  await openInApp(page, '/inbox');
  await german(page);
  await expect(page.getByText('Ihre Eigenbuchung wurde entfernt').first()).toBeVisible();
  await expectAccessible(page);
});

test('the agency’s timeline opens on today with a scroll hint and the homes’ full names; "Staying now" leads to the guests staying now @phone', async ({ page, isMobile }) => {
  test.setTimeout(120_000);
  await screen(page, isMobile);
  await signIn(page, '100002');
  const homes = (await (await page.request.get('/api/accommodations')).json()) as { code: string; name: string }[];
  await page.goto(`/bookings/calendar/${homes[0]!.code}?view=homes`);
  const grid = page.getByRole('grid');
  await expect(grid.getByRole('rowheader')).toHaveCount(24);
  // Today's column is in view (scrolled to, under the sticky names), and the names are whole.
  await expect(grid.locator(`[data-day-head="${today()}"]`)).toBeInViewport();
  for (const header of await grid.getByRole('rowheader').all()) {
    const cut = await header.evaluate((element) => element.scrollWidth > element.clientWidth + 1);
    expect(cut, (await header.textContent()) ?? '').toBe(false);
  }
  if (isMobile) await expect(page.getByText('Swipe or scroll sideways for the other days →')).toBeVisible();
  await expectAccessible(page);
  await german(page);
  await expect(page.getByRole('grid').locator(`[data-day-head="${today()}"]`)).toBeInViewport();
  await expectAccessible(page);

  // The overview's "Staying now": its "N more" opens the departures from today, which hold them.
  // A full load: the agency's survey banner opens 30 s after the app starts, over this link.
  await page.goto('/');
  const staying = page.getByRole('link', { name: /^\d+ weitere: nach Abreise/ });
  await expect(staying).toBeVisible();
  await staying.click();
  await expect(page).toHaveURL(/\/reservations\/departures$/);
  // The guest staying now who leaves first heads the list (it starts today, by departure).
  const dashboard = (await (await page.request.get('/api/dashboard')).json()) as { arrivals: { CurrentGuest: { resNo: string; departureDate: string }[] } };
  const leavingFirst = [...dashboard.arrivals.CurrentGuest].sort((a, b) => a.departureDate.localeCompare(b.departureDate))[0]!;
  await expect(page.getByRole('list', { name: 'Abreisen' }).locator(':scope > li').filter({ hasText: leavingFirst.resNo })).toHaveCount(1);
  await expectAccessible(page);
});
