import { style } from '@vanilla-extract/css';
import { media, vars } from '../../ui/theme.css';

/** Arrivals / departures switch: two touch-sized links side by side. */
/** Two equal halves, side by side even at 320 px. */
export const tabs = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.xs,
  maxWidth: '26rem',
  listStyle: 'none',
  margin: `0 0 ${vars.space.lg}`,
  padding: 0,
});

export const tab = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touch,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.borderStrong}`,
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceSubtle },
    '&[aria-current="page"]': { background: vars.color.accent, borderColor: vars.color.accent, color: vars.color.onAccent },
  },
});

export const filters = style({ display: 'grid', gap: vars.space.md, marginBottom: vars.space.lg });

export const dateRange = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [media.sm]: { gridTemplateColumns: '1fr 1fr' }, [media.lg]: { gridTemplateColumns: 'repeat(2, minmax(0, 16rem))' } },
});

export const picker = style({ border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, background: vars.color.surface });

export const pickerSummary = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  paddingInline: vars.space.md,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
});

export const pickerOptions = style({
  border: 0,
  margin: 0,
  padding: `0 ${vars.space.md} ${vars.space.md}`,
  display: 'grid',
  gap: vars.space['2xs'],
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }, [media.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

/** Search and the select-all and clear buttons, above the list of homes. */
export const pickerTools = style({ display: 'grid', gap: vars.space.xs, padding: `0 ${vars.space.md} ${vars.space.sm}` });

export const check = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minHeight: vars.size.touch, cursor: 'pointer' });

export const checkbox = style({ width: '1.5rem', height: '1.5rem', flexShrink: 0, accentColor: vars.color.accent });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  '@media': { [media.lg]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});


export const cardHeader = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.xs, marginBottom: vars.space.sm });

export const cardTitle = style({ fontSize: vars.fontSize.lg, margin: 0 });

export const cardLink = style({ display: 'inline-flex', alignItems: 'center', minHeight: vars.size.touch, color: vars.color.accentText });

/** Facts as small blocks (term above value), two or more per row as space allows. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
  gap: `${vars.space.sm} ${vars.space.md}`,
  margin: 0,
});

export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const value = style({ margin: 0, minWidth: 0, fontVariantNumeric: 'tabular-nums' });

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, marginBottom: vars.space.sm });

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2xs'],
  paddingInline: vars.space.xs,
  paddingBlock: '0.125rem',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSubtle,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const canceledBadge = style([badge, { background: vars.color.dangerSurface, color: vars.color.dangerText, borderColor: vars.color.danger }]);

export const canceledText = style({ textDecoration: 'line-through' });

export const changes = style({ margin: `${vars.space.sm} 0 0`, paddingInlineStart: vars.space.lg, fontSize: vars.fontSize.sm, display: 'grid', gap: vars.space['2xs'] });

export const cardActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: vars.space.md });

export const more = style({ display: 'grid', justifyItems: 'center', gap: vars.space.sm, marginTop: vars.space.lg });

export const summary = style({ margin: `0 0 ${vars.space.sm}`, color: vars.color.textMuted, outline: 'none' });

export const section = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.sm, marginTop: vars.space.lg });

export const sectionTitle = style({ fontSize: vars.fontSize.xl });

/** An e-mail address may break anywhere: it has no words to keep whole, and must not widen the page. */
export const contactLink = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, minHeight: vars.size.touch, color: vars.color.accentText, overflowWrap: 'anywhere' });

export const contactList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid' });

export const backLink = style({ display: 'inline-flex', alignItems: 'center', minHeight: vars.size.touch, color: vars.color.accentText });

/** One term and its value. */
export const factRow = style({ minWidth: 0 });

export const pickerLegend = style({ padding: 0, marginBottom: vars.space.xs, fontSize: vars.fontSize.sm, color: vars.color.textMuted, gridColumn: '1 / -1' });

export const muted = style({ color: vars.color.textMuted });
