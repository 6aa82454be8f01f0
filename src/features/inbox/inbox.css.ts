import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

/** A card is one big target: its heading button stretches over the whole card. */
export const card = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  selectors: { '&:hover': { borderColor: vars.color.borderStrong } },
});

/** Unread: a thick accent border and a "New" label (text and style, not colour alone). */
export const unread = style({ borderInlineStart: `6px solid ${vars.color.accent}`, background: vars.color.accentSurface });

export const cardTitle = style({ fontSize: vars.fontSize.md, margin: 0 });

export const cardButton = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touch,
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { outline: `${vars.size.focusRing} solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const readTitle = style({ fontWeight: vars.fontWeight.regular });

export const newBadge = style({
  display: 'inline-flex',
  alignItems: 'center',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

export const meta = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space['2xs']} ${vars.space.md}`, color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

export const summary = style({ margin: 0, color: vars.color.textMuted });

/** The unread count and "Mark all as read" on one line, wrapping on a narrow phone. */
export const summaryBar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.xs, marginBottom: vars.space.sm });

export const dialogBody = style({ display: 'grid', gap: vars.space.md });

export const scale = style({ border: 0, margin: 0, padding: 0, display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const legend = style({ padding: 0, marginBottom: vars.space.sm, fontWeight: vars.fontWeight.semibold });

export const scaleOptions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

/** One score of 0–10: a 44 px box around a visible radio button, its number as label. */
export const scaleOption = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.touch,
  minHeight: vars.size.touch,
  padding: vars.space['2xs'],
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  fontWeight: vars.fontWeight.semibold,
  selectors: { '&:has(input:checked)': { background: vars.color.accentSurface, borderColor: vars.color.accent } },
});

export const radio = style({ width: '1.25rem', height: '1.25rem', margin: 0, accentColor: vars.color.accent });

export const scaleEnds = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const bell = style({
  position: 'relative',
  display: 'inline-grid',
  placeItems: 'center',
  width: vars.size.touch,
  height: vars.size.touch,
  borderRadius: vars.radius.full,
  color: vars.color.text,
  selectors: { '&:hover': { background: vars.color.surfaceSubtle }, '&[aria-current="page"]': { color: vars.color.accentText } },
});

/** The dot: a filled circle with a ring in the surface colour so it stands out on the bell. */
export const dot = style({
  position: 'absolute',
  top: '8px',
  insetInlineEnd: '8px',
  width: '12px',
  height: '12px',
  borderRadius: vars.radius.full,
  background: vars.color.danger,
  border: `2px solid ${vars.color.surface}`,
});
