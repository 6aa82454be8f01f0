import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { expectAccessible, signIn } from './support';

type Manifest = {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
  shortcuts: { name: string; url: string }[];
};

test('the app is installable: a linked manifest with PNG icons 192 and 512 (also maskable) and shortcuts that open', async ({ page, request }) => {
  await page.goto('/login');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await request.get(href!)).json()) as Manifest;
  expect(manifest).toMatchObject({ name: 'Owner Portal', short_name: 'Owners', start_url: '/', display: 'standalone', theme_color: '#0b5563', background_color: '#ffffff' });
  for (const purpose of ['any', 'maskable']) {
    for (const size of [192, 512]) {
      const icon = manifest.icons.find((candidate) => candidate.purpose === purpose && candidate.sizes === `${size}x${size}`);
      expect(icon, `${purpose} ${size}`).toBeDefined();
      const png = await (await request.get(icon!.src)).body();
      // The PNG's IHDR holds width and height at bytes 16 and 20.
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([size, size]);
    }
  }
  expect(manifest.shortcuts.map((shortcut) => shortcut.url)).toEqual(['/reservations/arrivals', '/bookings/calendar', '/inbox']);
  for (const shortcut of manifest.shortcuts) expect((await request.get(shortcut.url)).status(), shortcut.url).toBe(200);
});

test('the Calendar shortcut opens the calendar of the owner\'s first home', async ({ page }) => {
  await signIn(page, '100001', { at: '/bookings/calendar' });
  await expect(page).toHaveURL(/\/bookings\/calendar\/[^/?]+/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const OLD_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 13_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.2 Mobile/15E148 Safari/604.1';

const installBanner = (page: Page) => page.getByRole('region', { name: 'Install the Owner Portal' });

/** What Chromium does when the portal is installable: fires beforeinstallprompt, whose prompt() asks the owner. */
async function offerInstallPrompt(page: Page, outcome: 'accepted' | 'dismissed'): Promise<boolean> {
  return page.evaluate((choice) => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => void ((window as unknown as { prompted: number }).prompted = 1),
      userChoice: Promise.resolve({ outcome: choice }),
    });
    window.dispatchEvent(event);
    // Taken in by the app (it keeps the offer for its own button).
    return event.defaultPrevented;
  }, outcome);
}

test.describe('install banner on an iPhone', () => {
  test.use({ userAgent: IPHONE });

  test('shows the steps to add the portal to the home screen; "Not now" hides it for 1080 hours @phone-only', async ({ page }) => {
    test.setTimeout(90_000);
    await page.clock.install({ time: new Date('2026-11-23T10:00:00Z') });
    await signIn(page, '100002');
    const banner = installBanner(page);
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('listitem')).toHaveText(['Tap the Share button', 'Choose “Add to Home Screen”.']);
    await expect(banner.getByRole('button', { name: 'Install' })).toHaveCount(0);
    await expectAccessible(page);
    await banner.getByRole('button', { name: 'Not now' }).click();
    await expect(banner).toBeHidden();

    await page.clock.setSystemTime(new Date('2026-12-30T09:00:00Z')); // 1079 h later
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(banner).toBeHidden();
    await page.clock.setSystemTime(new Date('2027-01-08T11:00:00Z')); // more than 1080 h later
    await page.reload();
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Do not ask again' }).click();
    await page.clock.setSystemTime(new Date('2028-01-01T00:00:00Z'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(banner).toBeHidden();
  });
});

test.describe('install banner on an old iPhone', () => {
  test.use({ userAgent: OLD_IPHONE });

  test('is never shown below iOS 14 @phone-only', async ({ page }) => {
    await signIn(page, '100002');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(installBanner(page)).toBeHidden();
  });
});

// The Pixel 7 (Android 14) of the phone project.
test('on Android the banner waits for the browser\'s install prompt and shows it @phone-only', async ({ page }) => {
  await signIn(page, '100002');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const banner = installBanner(page);
  await expect(banner).toBeHidden();
  await offerInstallPrompt(page, 'accepted');
  await expect(banner).toBeVisible();
  await expectAccessible(page);
  await banner.getByRole('button', { name: 'Install' }).click();
  await expect(banner).toBeHidden();
  expect(await page.evaluate(() => (window as unknown as { prompted?: number }).prompted)).toBe(1);
});

test('a desktop browser gets no install banner, even when it could install', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'desktop only');
  await signIn(page, '100001');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect(await offerInstallPrompt(page, 'accepted')).toBe(true);
  // The frames after the offer are drawn: a banner it caused would show now.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(installBanner(page)).toBeHidden();
});
