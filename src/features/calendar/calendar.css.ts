import { globalStyle, style } from '@vanilla-extract/css';
import { NO_TAB_BAR, TAB_BAR_HEIGHT } from '../../ui/tab-bar';
import { media, vars } from '../../ui/theme.css';

/**
 * One compact bar: the home (a row of its own), then the month with its arrows and the two
 * actions, side by side where they fit.
 */
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs, marginBottom: vars.space.sm });
export const homeSelect = style({ flexBasis: '100%', '@media': { [media.sm]: { flexBasis: '20rem' } } });
export const monthNav = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, flex: '1 1 auto' });
export const monthTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, margin: 0, minWidth: '9rem', textAlign: 'center' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

/**
 * The month grid at every width: compact on phones (at 390 px a day is still ≥ 44 px wide, a
 * touch target), where the agenda follows it; from 640 px taller days and no agenda.
 */
export const grid = style({ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' });
export const agenda = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.xs, '@media': { [media.sm]: { display: 'none' } } });
export const agendaItem = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', padding: vars.space.xs, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md });

/** What the grid's keys and taps do (the timeline's description). */
export const help = style({ fontSize: vars.fontSize.sm, margin: `0 0 ${vars.space.xs}` });

/** The grid and its keys' instructions, which show under it once a keyboard moves in it. */
export const gridArea = style({});
export const keyboardHelp = style({
  fontSize: vars.fontSize.sm,
  margin: `${vars.space.xs} 0 0`,
  // Visually hidden (still the grid's description) until a keyboard focus is inside.
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});
/** Shown from the first keyboard focus in the grid on, and then kept (hiding it again on blur moved what was under it mid-click). */
export const keyboardHelpShown = style({ fontSize: vars.fontSize.sm, margin: `${vars.space.xs} 0 0` });

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
  position: 'relative',
  height: '3.5rem',
  verticalAlign: 'top',
  border: `1px solid ${vars.color.border}`,
  padding: '2px',
  '@media': { [media.sm]: { height: '5rem', padding: vars.space['2xs'] } },
  cursor: 'pointer',
  background: vars.color.surface,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
    // Ring and fill: the chosen nights read as one block, also where the ring is thin (phones).
    '&[aria-selected="true"]': { boxShadow: `inset 0 0 0 2px ${vars.color.accent}`, background: vars.color.accentSurface },
  },
});
export const outside = style({ color: vars.color.textMuted });
/** Days before today: greyed (their nights can no longer be booked). */
export const past = style({ background: vars.color.surfaceSubtle, color: vars.color.textMuted, cursor: 'default' });
export const dayNumber = style({
  display: 'inline-block',
  minWidth: '1.3rem',
  lineHeight: '1.3rem',
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  borderRadius: vars.radius.full,
});
// Today: its number in a filled circle (and aria-current="date").
globalStyle(`${day}[aria-current="date"] ${dayNumber}`, { background: vars.color.accent, color: vars.color.onAccent });

export const legend = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.md}`, listStyle: 'none', padding: 0, margin: `${vars.space.md} 0` });
export const legendItem = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, fontSize: vars.fontSize.sm });
export const details = style({ marginTop: vars.space.md });
export const detailList = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.sm });

/**
 * The chosen nights and their booking action, under the grid, stuck to the bottom of the screen
 * (above the tab bar while there is one), so it stays in sight while the other end is tapped and
 * after a choice on a screen where the grid reaches below the fold.
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
  '@media': { [NO_TAB_BAR]: { bottom: vars.space.sm } },
  selectors: { '&:empty': { display: 'none' } },
});
// On phones the text takes its own line and the two actions share the next one.
globalStyle(`${rangeBar} > p`, { margin: 0, flexBasis: '100%', '@media': { [NO_TAB_BAR]: { flexBasis: 'auto', flexGrow: 1 } } });
globalStyle(`${rangeBar} > a, ${rangeBar} > button`, { flex: '1 1 auto', '@media': { [NO_TAB_BAR]: { flex: 'none' } } });
/** Only the hint how to choose: in the flow, not stuck over the grid. */
export const rangeIdle = style({ position: 'static', boxShadow: 'none', border: 'none', padding: 0, background: 'none' });
export const refusal = style({ flexBasis: '100%', margin: 0, color: vars.color.warningText, fontWeight: vars.fontWeight.semibold });
