/**
 * The demo's pictures: an SVG drawn from the file name (demo/{code}/{group}-{position}-{kind}.svg),
 * so the property profile shows real images without shipping photos. 4:3, like the provider's.
 */
export const DEMO_PICTURE = /^demo\/([A-Z]{2}\d+\.\d+\.\d+)\/(\d+)-(\d+)-(exterior|garden|view|pool|living|kitchen|bedroom|bathroom)\.svg$/;

const PALETTES: Record<string, readonly [string, string, string]> = {
  exterior: ['#cfe8f7', '#e9d8b4', '#b5542f'],
  garden: ['#d4ecd0', '#7fb069', '#3f7d20'],
  view: ['#9fd3ff', '#3a7ca5', '#f3d9a4'],
  pool: ['#d9f1ff', '#49b6e5', '#f5f0e6'],
  living: ['#f4ede2', '#c9a77c', '#6b4f3a'],
  kitchen: ['#f2f2ee', '#a8b5a2', '#54634d'],
  bedroom: ['#efe7f3', '#b9a3c9', '#5d4a6e'],
  bathroom: ['#eef6f6', '#9cc9c9', '#3d6e6e'],
};

function hash(text: string): number {
  let value = 2166136261;
  for (const char of text) value = Math.imul(value ^ char.charCodeAt(0), 16777619) >>> 0;
  return value;
}

/** The SVG of a demo picture, or null when the name is not one. */
export function demoPictureSvg(fileName: string): string | null {
  const match = DEMO_PICTURE.exec(fileName);
  if (!match) return null;
  const kind = match[4]!;
  const [sky, middle, accent] = PALETTES[kind]!;
  const seed = hash(fileName);
  const x = 120 + (seed % 360);
  const width = 180 + ((seed >>> 8) % 160);
  const height = 140 + ((seed >>> 16) % 100);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">',
    `<rect width="800" height="600" fill="${sky}"/>`,
    `<rect y="380" width="800" height="220" fill="${middle}"/>`,
    `<rect x="${x}" y="${380 - height}" width="${width}" height="${height}" fill="${accent}" rx="6"/>`,
    `<polygon points="${x - 20},${380 - height} ${x + width / 2},${300 - height} ${x + width + 20},${380 - height}" fill="${middle}"/>`,
    `<circle cx="${700 - (seed % 200)}" cy="110" r="46" fill="#fff" opacity="0.7"/>`,
    '</svg>',
  ].join('');
}
