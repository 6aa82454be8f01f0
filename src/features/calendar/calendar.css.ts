import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { NO_TAB_BAR, TAB_BAR_HEIGHT } from '../../ui/tab-bar';
import { media, vars } from '../../ui/theme.css';

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: vars.space.sm, marginBottom: vars.space.md });
export const monthTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, margin: 0, flex: '1 1 12rem' });

/**
 * The month grid at every width: compact on phones (at 390 px a day is still ≥ 44 px wide, a
 * touch target), where the agenda follows it; from 640 px taller days and no agenda.
 */
export const grid = style({ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' });
export const agenda = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.xs, '@media': { [media.sm]: { display: 'none' } } });
export const agendaItem = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', padding: vars.space.xs, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md });

/** What the grid's keys and taps do (its description). */
export const help = style({ fontSize: vars.fontSize.sm, margin: `0 0 ${vars.space.xs}` });
/** The keys' part of it, left out on touch screens, where it only makes the instruction longer. */
export const keyboardHelp = style({ '@media': { '(pointer: coarse)': { display: 'none' } } });

export const headCell = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.semibold,
  padding: '2px 0',
  textAlign: 'center',
  '@media': { [media.sm]: { padding: vars.space['2xs'] } },
});
export const weekCell = style([headCell, { width: '2rem', '@media': { [media.sm]: { width: '3rem' } } }]);

export const day = style({
  height: '3rem',
  verticalAlign: 'top',
  border: `1px solid ${vars.color.border}`,
  padding: '2px',
  '@media': { [media.sm]: { height: '4.5rem', padding: vars.space['2xs'] } },
  cursor: 'pointer',
  background: vars.color.surface,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
    // Ring and fill: the chosen nights read as one block, also where the ring is thin (phones).
    '&[aria-selected="true"]': { boxShadow: `inset 0 0 0 2px ${vars.color.accent}`, background: vars.color.accentSurface },
  },
});
export const outside = style({ color: vars.color.textMuted, background: vars.color.surfaceSubtle });
export const dayNumber = style({ display: 'block', fontWeight: vars.fontWeight.semibold });
export const marks = style({ display: 'flex', flexWrap: 'wrap', gap: '1px', marginTop: '2px', '@media': { [media.sm]: { gap: '2px', marginTop: vars.space['2xs'] } } });
// A day's marks on phones: two fit side by side in a 44 px day (the cell's name says what they mean).
globalStyle(`${marks} > *`, { minWidth: '1rem', height: '1rem', fontSize: '0.625rem', '@media': { [media.sm]: { minWidth: '1.4rem', height: '1.4rem', fontSize: vars.fontSize.xs } } });

/** Each type has its own fill pattern as well as its symbol and name. */
const stripes = (color: string) => `repeating-linear-gradient(45deg, ${color} 0 3px, transparent 3px 7px)`;
const dots = (color: string) => `radial-gradient(${color} 1.5px, transparent 1.5px) 0 0 / 6px 6px`;
export const swatch = styleVariants({
  Reservation: { background: vars.color.accent, color: vars.color.onAccent },
  OptionalBooking: { background: stripes(vars.color.accent), color: vars.color.text, border: `1px solid ${vars.color.accent}` },
  RequestedBooking: { background: dots(vars.color.info), color: vars.color.text, border: `1px dashed ${vars.color.info}` },
  Pending: { background: stripes(vars.color.warning), color: vars.color.text, border: `1px solid ${vars.color.warning}` },
  Blocked: { background: vars.color.borderStrong, color: vars.color.onAccent },
  ExternalBooking: { background: vars.color.infoSurface, color: vars.color.infoText, border: `2px solid ${vars.color.info}` },
  HouseClosing: { background: `repeating-linear-gradient(-45deg, ${vars.color.textMuted} 0 2px, transparent 2px 6px)`, color: vars.color.text, border: `1px solid ${vars.color.textMuted}` },
  RenewContract: { background: vars.color.warningSurface, color: vars.color.warningText, border: `2px dotted ${vars.color.warning}` },
});
export const mark = style({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', minWidth: '1.4rem', height: '1.4rem', borderRadius: vars.radius.sm, fontSize: vars.fontSize.xs, lineHeight: 1 });
export const conflict = style({ outline: `2px solid ${vars.color.danger}` });

export const legend = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.md}`, listStyle: 'none', padding: 0, margin: `${vars.space.md} 0` });
export const legendItem = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, fontSize: vars.fontSize.sm });
export const details = style({ marginTop: vars.space.md });
export const detailList = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.sm });

/** A feed's address: long URLs wrap instead of widening the page on phones. */
export const feedUrl = style({ overflowWrap: 'anywhere', color: vars.color.textMuted });

/**
 * The chosen nights and their booking action, under the grid. While the tab bar is at the bottom
 * (phones and tablets) the bar sticks above it, so it stays in sight while the other end is tapped.
 */
export const rangeBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
  position: 'sticky',
  bottom: `calc(${TAB_BAR_HEIGHT} + env(safe-area-inset-bottom) + ${vars.space.xs})`,
  zIndex: 1,
  padding: vars.space.xs,
  fontSize: vars.fontSize.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  '@media': { [NO_TAB_BAR]: { position: 'static', padding: 0, fontSize: 'inherit', background: 'none', border: 'none', boxShadow: 'none' } },
  selectors: { '&:empty': { display: 'none' } },
});
// On phones the text takes its own line and the two actions share the next one.
globalStyle(`${rangeBar} > p`, { margin: 0, flexBasis: '100%', '@media': { [NO_TAB_BAR]: { flexBasis: 'auto' } } });
globalStyle(`${rangeBar} > a, ${rangeBar} > button`, { flex: '1 1 auto', '@media': { [NO_TAB_BAR]: { flex: 'none' } } });
export const refusal = style({ flexBasis: '100%', margin: 0, color: vars.color.warningText, fontWeight: vars.fontWeight.semibold });
