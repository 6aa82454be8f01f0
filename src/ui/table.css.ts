import { style } from '@vanilla-extract/css';
import { media, vars } from './theme.css';

// Phones get each row as a small card (label beside value, the row's name on top), so no column
// hides off the screen; from the `sm` breakpoint on it is a table that may scroll sideways.

/** Scrolls sideways (wide screens only) instead of squeezing or overflowing the page. */
export const scroller = style({
  overflowX: 'auto',
  maxWidth: '100%',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const table = style({
  display: 'block',
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.md,
  '@media': { [media.sm]: { display: 'table' } },
});

/** Row groups and rows: blocks stacked on phones, table parts from `sm` on. */
export const body = style({ display: 'block', '@media': { [media.sm]: { display: 'table-row-group' } } });

export const row = style({
  display: 'block',
  paddingBlock: vars.space.xs,
  borderTop: `1px solid ${vars.color.border}`,
  '@media': { [media.sm]: { display: 'table-row', padding: 0, border: 0 } },
});

/** The header row: for screen readers only on phones (each cell repeats its header). */
export const headRow = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  '@media': { [media.sm]: { position: 'static', width: 'auto', height: 'auto', overflow: 'visible', clipPath: 'none' } },
});

export const caption = style({
  display: 'block',
  padding: `${vars.space.sm} ${vars.space.md}`,
  textAlign: 'start',
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  '@media': { [media.sm]: { display: 'table-caption' } },
});

export const cell = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
  gap: vars.space.sm,
  padding: `${vars.space['2xs']} ${vars.space.md}`,
  textAlign: 'start',
  verticalAlign: 'top',
  selectors: { '&::before': { content: 'attr(data-label)', color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.regular, textAlign: 'start', whiteSpace: 'normal' } },
  '@media': {
    [media.sm]: {
      display: 'table-cell',
      padding: `${vars.space.sm} ${vars.space.md}`,
      borderTop: `1px solid ${vars.color.border}`,
      whiteSpace: 'nowrap',
      selectors: { '&::before': { content: 'none' } },
    },
  },
});

/** Long text (names, notes) may wrap, but never into a column narrower than a short phrase. */
export const wrap = style({ '@media': { [media.sm]: { whiteSpace: 'normal', minWidth: '12rem' } } });

export const head = style({
  background: vars.color.surfaceSubtle,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
  verticalAlign: 'bottom',
});

/** The row's name: the card's title on phones. */
export const rowHead = style({
  fontWeight: vars.fontWeight.semibold,
  gridTemplateColumns: 'minmax(0, 1fr)',
  selectors: { '&::before': { display: 'none' } },
});

/** Numbers and money: right-aligned, digits of equal width, never broken inside a figure. */
export const numeric = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
