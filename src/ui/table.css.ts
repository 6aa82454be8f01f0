import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

/** Scrolls sideways on narrow screens instead of squeezing or overflowing the page. */
export const scroller = style({
  overflowX: 'auto',
  maxWidth: '100%',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.md });

export const caption = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  textAlign: 'start',
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
});

export const cell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderTop: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
  whiteSpace: 'nowrap',
});

/** Long text (names, notes) may wrap, but never into a column narrower than a short phrase. */
export const wrap = style({ whiteSpace: 'normal', minWidth: '12rem' });

export const head = style({
  background: vars.color.surfaceSubtle,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
  verticalAlign: 'bottom',
});

export const rowHead = style({ fontWeight: vars.fontWeight.semibold });

/** Numbers and money: right-aligned, digits of equal width. */
export const numeric = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' });
