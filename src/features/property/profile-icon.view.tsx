/** Glyphs of the profile's icon names (domain attributeIcon / distanceIcon); unknown names get a dot. */
const GLYPHS: Record<string, string> = {
  pax: 'M8 8a3 3 0 1 0 0-.01M16 8a3 3 0 1 0 0-.01M3 20a5 5 0 0 1 10 0M11 20a5 5 0 0 1 10 0',
  rooms: 'M4 4h16v16H4zM12 4v16M4 12h8',
  bedrooms: 'M3 18V8M3 14h18v4M21 14v-2a3 3 0 0 0-3-3h-7v5M7 11h.01',
  bathrooms: 'M4 12h16v3a4 4 0 0 1-4 4H8a4 4 0 0 1-4-4zM6 12V6a2 2 0 0 1 4 0',
  pool: 'M3 17c2 1.5 4 1.5 6 0s4-1.5 6 0 4 1.5 6 0M8 14V5a2 2 0 0 1 4 0M16 14V5a2 2 0 0 0-4 0M8 9h8',
  water: 'M3 15c2 1.5 4 1.5 6 0s4-1.5 6 0 4 1.5 6 0M3 19c2 1.5 4 1.5 6 0s4-1.5 6 0 4 1.5 6 0M12 3c3 4 4 6 4 8a4 4 0 0 1-8 0c0-2 1-4 4-8z',
  wifi: 'M2 9a15 15 0 0 1 20 0M5 12.5a10 10 0 0 1 14 0M8.5 16a5 5 0 0 1 7 0M12 19.5h.01',
  balcony: 'M4 11h16M6 11v9M10 11v9M14 11v9M18 11v9M4 20h16M7 11V4h10v7',
  hottub: 'M3 13h18v3a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4zM8 9c0-2 2-2 2-4M13 9c0-2 2-2 2-4',
  garage: 'M3 10 12 4l9 6v10H3zM7 20v-6h10v6M7 17h10',
  pets: 'M7 10a2 2 0 1 0 0-.01M17 10a2 2 0 1 0 0-.01M10 6a2 2 0 1 0 0-.01M14 6a2 2 0 1 0 0-.01M8 18c0-3 2-5 4-5s4 2 4 5-8 2-8 0z',
  sustainability: 'M5 19c0-8 5-13 14-14-1 9-6 14-14 14zM5 19l7-7',
  beach: 'M4 20h16M12 20 8 8M4 9c2-4 8-5 12-2z',
  center: 'M12 21s-7-6-7-11a7 7 0 0 1 14 0c0 5-7 11-7 11zM12 10h.01',
  public_transport: 'M6 4h12v12H6zM6 11h12M8 19l-2 2M16 19l2 2M9 14h.01M15 14h.01',
  golf: 'M9 20V3l8 4-8 4M5 20h10',
  ski: 'M4 20 20 8M7 4a2 2 0 1 0 0-.01M9 8l3 3-2 3',
  parking: 'M5 3h14v18H5zM10 17V7h3a3 3 0 0 1 0 6h-3',
};

export function ProfileIcon({ name }: { name: string }) {
  const path = GLYPHS[name] ?? (name.endsWith('_view') ? 'M2.5 12S6 5 12 5s9.5 7 9.5 7-3.5 7-9.5 7-9.5-7-9.5-7zM12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6z' : 'M12 12h.01M8 12a4 4 0 1 0 8 0 4 4 0 0 0-8 0');
  return (
    <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      <path d={path} />
    </svg>
  );
}
