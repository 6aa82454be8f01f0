import { style } from '@vanilla-extract/css';
import { control } from './field.css';
import { vars } from './theme.css';

export const wrapper = style({ position: 'relative' });

/** Room for the calendar button so a long date never runs under it. */
export const input = style([control, { paddingInlineEnd: '3.5rem', fontVariantNumeric: 'tabular-nums' }]);

export const button = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineEnd: '2px',
  marginBlock: 'auto',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touch,
  height: vars.size.touch,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.accentText,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.accentSurface },
    '&:disabled': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});
