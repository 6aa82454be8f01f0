import { assignVars, createGlobalTheme, createThemeContract, globalStyle } from '@vanilla-extract/css';

/**
 * The one theme contract of the portal. Every colour pair used for text meets WCAG AA (4.5:1)
 * in both schemes; `borderStrong`, `focus` and the solid status colours meet 3:1 for UI parts.
 * `*Text` colours are the text-safe variants; `*Surface` are tinted backgrounds for them.
 */
export const vars = createThemeContract({
  color: {
    bg: null, surface: null, surfaceSubtle: null,
    text: null, textMuted: null, border: null, borderStrong: null,
    accent: null, accentHover: null, accentActive: null, onAccent: null,
    accentSurface: null, accentText: null, focus: null, overlay: null, skeleton: null,
    success: null, successText: null, successSurface: null,
    warning: null, warningText: null, warningSurface: null,
    danger: null, dangerHover: null, dangerText: null, dangerSurface: null,
    info: null, infoText: null, infoSurface: null,
  },
  font: { body: null, mono: null },
  fontSize: { xs: null, sm: null, md: null, lg: null, xl: null, '2xl': null, '3xl': null },
  fontWeight: { regular: null, medium: null, semibold: null, bold: null },
  lineHeight: { tight: null, normal: null },
  space: { none: null, '2xs': null, xs: null, sm: null, md: null, lg: null, xl: null, '2xl': null, '3xl': null },
  radius: { sm: null, md: null, lg: null, full: null },
  shadow: { sm: null, md: null, lg: null },
  size: { touch: null, content: null, focusRing: null },
  zIndex: { dropdown: null, sticky: null, overlay: null, toast: null },
  duration: { fast: null, normal: null, slow: null },
  easing: { standard: null },
});

const light = {
  bg: '#f6f7f7', surface: '#ffffff', surfaceSubtle: '#edf0f1',
  text: '#182226', textMuted: '#4b585e', border: '#d3dadd', borderStrong: '#6c7a80',
  accent: '#0e5e6f', accentHover: '#0b4d5b', accentActive: '#083d48', onAccent: '#ffffff',
  accentSurface: '#e2f0f2', accentText: '#0c5666', focus: '#0a4a9e',
  overlay: 'rgb(16 24 28 / 0.55)', skeleton: '#e1e6e8',
  success: '#1f7a3d', successText: '#1a6b35', successSurface: '#e7f4eb',
  warning: '#a65800', warningText: '#864600', warningSurface: '#fcf1de',
  danger: '#c02a31', dangerHover: '#a3222a', dangerText: '#ad2129', dangerSurface: '#fcebeb',
  info: '#1e62b0', infoText: '#1a56a0', infoSurface: '#e7effa',
};

const dark: typeof light = {
  bg: '#101618', surface: '#182023', surfaceSubtle: '#212b2f',
  text: '#e9eef0', textMuted: '#aab6bb', border: '#33414a', borderStrong: '#84949b',
  accent: '#6cc5d2', accentHover: '#8ad3de', accentActive: '#a6dee6', onAccent: '#08262c',
  accentSurface: '#13343a', accentText: '#7fd0dc', focus: '#9cc7ff',
  overlay: 'rgb(0 0 0 / 0.65)', skeleton: '#263237',
  success: '#5cc983', successText: '#7dd89c', successSurface: '#142d1d',
  warning: '#f0a843', warningText: '#f5bd6b', warningSurface: '#33240e',
  danger: '#f07a7f', dangerHover: '#f59a9e', dangerText: '#f7999d', dangerSurface: '#3a1719',
  info: '#6ea8f0', infoText: '#93bff5', infoSurface: '#142540',
};

createGlobalTheme(':root', vars, {
  color: light,
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    mono: 'ui-monospace, "SF Mono", Menlo, Consolas, "Liberation Mono", monospace',
  },
  // 1.125rem = 18px body text at the browser default, scaled by the owner's own setting.
  fontSize: { xs: '0.9375rem', sm: '1rem', md: '1.125rem', lg: '1.25rem', xl: '1.5rem', '2xl': '1.875rem', '3xl': '2.25rem' },
  fontWeight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
  lineHeight: { tight: '1.25', normal: '1.55' },
  space: { none: '0', '2xs': '0.25rem', xs: '0.5rem', sm: '0.75rem', md: '1rem', lg: '1.5rem', xl: '2rem', '2xl': '3rem', '3xl': '4rem' },
  radius: { sm: '4px', md: '8px', lg: '14px', full: '9999px' },
  shadow: {
    sm: '0 1px 2px rgb(16 24 28 / 0.08)',
    md: '0 2px 8px rgb(16 24 28 / 0.12)',
    lg: '0 8px 28px rgb(16 24 28 / 0.2)',
  },
  size: { touch: '44px', content: '1272px', focusRing: '3px' },
  zIndex: { dropdown: '10', sticky: '20', overlay: '30', toast: '40' },
  duration: { fast: '120ms', normal: '200ms', slow: '300ms' },
  easing: { standard: 'cubic-bezier(0.2, 0, 0, 1)' },
});

globalStyle(':root', {
  colorScheme: 'light dark',
  '@media': { '(prefers-color-scheme: dark)': { vars: assignVars(vars.color, dark) } },
});

/** Breakpoints in px (min-widths). Custom properties cannot be used in media queries. */
export const breakpoints = { xs: 0, sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const;

/** Ready-made media queries for vanilla-extract's `'@media'` key, mobile first. */
export const media = {
  sm: `screen and (min-width: ${breakpoints.sm}px)`,
  md: `screen and (min-width: ${breakpoints.md}px)`,
  lg: `screen and (min-width: ${breakpoints.lg}px)`,
  xl: `screen and (min-width: ${breakpoints.xl}px)`,
  '2xl': `screen and (min-width: ${breakpoints['2xl']}px)`,
  dark: '(prefers-color-scheme: dark)',
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
