import { style } from '@vanilla-extract/css';
import { media, vars } from '../../ui/theme.css';

/** One column no wider than the screen (an implicit column grew to its widest line: 359 px at 320). */
export const page = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xl, minWidth: 0 });

export const section = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

export const sectionTitle = style({ fontSize: vars.fontSize.xl, margin: 0 });

export const subTitle = style({ fontSize: vars.fontSize.lg, margin: 0 });

export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });

export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const facts = style({ display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', gap: `${vars.space.xs} ${vars.space.md}`, margin: 0 });

export const factTerm = style({ color: vars.color.textMuted });

export const factValue = style({ margin: 0, fontWeight: vars.fontWeight.semibold });

export const link = style({ color: vars.color.accentText, display: 'inline-flex', alignItems: 'center', minHeight: vars.size.touch });

export const badge = style({
  display: 'inline-block',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  background: vars.color.accentSurface,
  color: vars.color.accentText,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
});

export const tabs = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 });

export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&[aria-current="page"], &[aria-pressed="true"]': { background: vars.color.accent, color: vars.color.onAccent, borderColor: vars.color.accent } },
});

export const tabButton = style([tab, { background: vars.color.surface, font: 'inherit', cursor: 'pointer' }]);

export const pictures = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const picture = style({ margin: 0, display: 'grid', gap: vars.space['2xs'] });

/** Width and height attributes plus a fixed aspect ratio: no layout shift while pictures load. */
export const image = style({ width: '100%', height: 'auto', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: vars.radius.md, background: vars.color.skeleton });

export const caption = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 });

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2xs'],
  padding: `${vars.space['2xs']} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSubtle,
});

export const chart = style({ width: '100%', height: 'auto', maxHeight: '20rem', display: 'block' });

export const chartHome = style({ fill: vars.color.accent });

export const chartMarket = style({ fill: vars.color.borderStrong });

export const chartAxis = style({ stroke: vars.color.border, strokeWidth: 1 });

export const chartLabel = style({ fill: vars.color.textMuted, fontSize: '12px' });

export const legend = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, listStyle: 'none', margin: 0, padding: 0 });

export const swatch = style({ display: 'inline-block', width: '0.9rem', height: '0.9rem', borderRadius: vars.radius.sm, marginInlineEnd: vars.space['2xs'], verticalAlign: 'middle' });

export const swatchHome = style([swatch, { background: vars.color.accent }]);

export const swatchMarket = style([swatch, { background: vars.color.borderStrong }]);

export const effect = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.successText, margin: 0 });

export const form = style({ display: 'grid', gap: vars.space.md, maxWidth: '36rem' });

export const radios = style({ display: 'grid', gap: vars.space.xs, border: 0, margin: 0, padding: 0 });

export const radio = style({ display: 'flex', gap: vars.space.xs, alignItems: 'center', minHeight: vars.size.touch });

/** The search over an agency's homes, above the list. */
export const search = style({ display: 'grid', gap: vars.space.xs, maxWidth: '28rem' });

/** A home's contracts folded under a summary (many homes). */
export const fold = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const foldSummary = style({ cursor: 'pointer', minHeight: vars.size.touch, display: 'flex', alignItems: 'center', color: vars.color.accentText, fontWeight: vars.fontWeight.semibold });
