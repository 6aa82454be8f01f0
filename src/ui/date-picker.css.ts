import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

/** The month: its name between the two month buttons, then the grid; 7 columns fit 320 px. */
export const month = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, maxWidth: '24rem', marginInline: 'auto' });

export const header = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.xs });

export const heading = style({ fontSize: vars.fontSize.lg, textAlign: 'center', minWidth: 0 });

export const previous = style({ transform: 'scaleX(-1)' });

export const grid = style({ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed', textAlign: 'center' });

export const weekday = style({ paddingBlock: vars.space['2xs'], fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.semibold, color: vars.color.textMuted });

export const day = style({
  height: '2.5rem',
  padding: 0,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&:hover': { background: vars.color.accentSurface },
    '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focus}`, outlineOffset: '-3px' },
    '&[aria-selected="true"]': { background: vars.color.accent, color: vars.color.onAccent, fontWeight: vars.fontWeight.bold },
    '&[aria-current="date"]': { textDecoration: 'underline', textUnderlineOffset: '0.2em', fontWeight: vars.fontWeight.semibold },
    '&[aria-disabled="true"]': { color: vars.color.textMuted, cursor: 'not-allowed', textDecoration: 'line-through', background: 'transparent' },
  },
});

/** A night already taken (the owner-booking form): a bar under the number, and its name says so. */
export const booked = style({ boxShadow: `inset 0 -0.25rem 0 ${vars.color.warning}` });

/** The keys' help: nothing to a touchscreen, which has no arrow keys (issue 27). */
export const help = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, '@media': { '(pointer: coarse)': { display: 'none' } } });
