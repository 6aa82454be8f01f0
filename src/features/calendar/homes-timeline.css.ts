import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../ui/theme.css';
import * as bars from './calendar-bars.css';

/**
 * Scrolls sideways when the month is wider than the screen; the home names stay put (sticky
 * first column). A shadow at the right edge says that there is more.
 */
export const scroller = style({
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: { '&[data-overflows]': { boxShadow: `inset -12px 0 10px -10px ${vars.color.borderStrong}` } },
});
export const table = style({ borderCollapse: 'separate', borderSpacing: 0, tableLayout: 'fixed', minWidth: '100%' });

/** The hint that the grid scrolls sideways; the keys' instructions only where there is a keyboard. */
export const scrollHint = style({ fontWeight: vars.fontWeight.semibold });
/** The hint while the days fit: it keeps its line, so the grid does not move when it shows (measured once the page runs). */
export const scrollHintIdle = style({ visibility: 'hidden' });
export const keysHelp = style({ '@media': { '(pointer: coarse)': { display: 'none' } } });

const sticky = { position: 'sticky', left: 0, zIndex: 2, background: vars.color.surface } as const;
const nameWidth = { width: '8.5rem', minWidth: '8.5rem', maxWidth: '8.5rem', '@media': { [media.sm]: { width: '12rem', minWidth: '12rem', maxWidth: '12rem' } } } as const;
export const corner = style({ ...sticky, ...nameWidth, textAlign: 'start', fontSize: vars.fontSize.xs, color: vars.color.textMuted, padding: vars.space['2xs'] });
/** The home's full name, wrapping (its code under it); the row grows instead of cutting it. */
export const homeCell = style({
  ...sticky,
  ...nameWidth,
  textAlign: 'start',
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  padding: vars.space['2xs'],
  borderTop: `1px solid ${vars.color.border}`,
  borderRight: `1px solid ${vars.color.borderStrong}`,
  overflowWrap: 'anywhere',
});
export const homeCode = style({ display: 'block', fontWeight: vars.fontWeight.regular, fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const dayHead = style({ width: '2.25rem', minWidth: '2.25rem', fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.semibold, padding: `${vars.space['2xs']} 0`, textAlign: 'center' });
export const weekday = style({ display: 'block', fontWeight: vars.fontWeight.regular, color: vars.color.textMuted });
export const weekend = style({ background: vars.color.surfaceSubtle });
/** Today's column head: filled, so the eye finds it at once. */
export const todayHead = style({ background: vars.color.accent, color: vars.color.onAccent });
globalStyle(`${todayHead} ${weekday}`, { color: vars.color.onAccent });
export const cell = style({
  position: 'relative',
  height: '3rem',
  padding: 0,
  borderTop: `1px solid ${vars.color.border}`,
  borderLeft: `1px solid ${vars.color.border}`,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
    '&[aria-selected="true"]': { boxShadow: `inset 0 0 0 2px ${vars.color.accent}` },
    '&[aria-current="date"]': { borderLeft: `2px solid ${vars.color.accent}` },
  },
});
export const past = style({ background: vars.color.surfaceSubtle });
// In a timeline row the bars sit in the middle of the cell, one lane high.
globalStyle(`${cell} ${bars.piece}, ${cell} ${bars.label}`, { top: '0.7rem', height: '1.4rem', '@media': { [media.sm]: { top: '0.7rem', height: '1.4rem' } } });
globalStyle(`${cell} ${bars.label}`, { lineHeight: 'calc(1.4rem - 4px)', '@media': { [media.sm]: { lineHeight: 'calc(1.4rem - 4px)' } } });
