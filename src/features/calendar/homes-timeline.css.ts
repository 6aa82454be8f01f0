import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

/** Scrolls sideways on phones; the home names stay put (sticky first column). */
export const scroller = style({ overflowX: 'auto', border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, background: vars.color.surface });
export const table = style({ borderCollapse: 'separate', borderSpacing: 0, tableLayout: 'fixed', minWidth: '100%' });

const sticky = { position: 'sticky', left: 0, zIndex: 1, background: vars.color.surface } as const;
export const corner = style({ ...sticky, width: '9rem', minWidth: '9rem', textAlign: 'start', fontSize: vars.fontSize.xs, color: vars.color.textMuted, padding: vars.space['2xs'] });
export const homeCell = style({
  ...sticky,
  width: '9rem',
  minWidth: '9rem',
  maxWidth: '9rem',
  textAlign: 'start',
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
  padding: vars.space['2xs'],
  borderTop: `1px solid ${vars.color.border}`,
  borderRight: `1px solid ${vars.color.borderStrong}`,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const homeCode = style({ display: 'block', fontWeight: vars.fontWeight.regular, fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const dayHead = style({ width: '2rem', minWidth: '2rem', fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.semibold, padding: `${vars.space['2xs']} 0`, textAlign: 'center' });
export const weekday = style({ display: 'block', fontWeight: vars.fontWeight.regular, color: vars.color.textMuted });
export const weekend = style({ background: vars.color.surfaceSubtle });
export const cell = style({
  height: '2.75rem',
  padding: '2px 0',
  borderTop: `1px solid ${vars.color.border}`,
  borderLeft: `1px solid ${vars.color.border}`,
  cursor: 'pointer',
  textAlign: 'center',
  verticalAlign: 'middle',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
    '&[aria-selected="true"]': { boxShadow: `inset 0 0 0 2px ${vars.color.accent}` },
  },
});
/** An occupied night fills its cell, so a stay reads as a bar across the row. */
export const bar = style({ width: '100%', height: '1.6rem', borderRadius: 0 });
