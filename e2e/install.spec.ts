import { expect, test } from '@playwright/test';

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
  expect(manifest.shortcuts.map((shortcut) => shortcut.url)).toEqual(['/reservations/arrivals', '/inbox']);
  for (const shortcut of manifest.shortcuts) expect((await request.get(shortcut.url)).status(), shortcut.url).toBe(200);
});
