import { style } from '@vanilla-extract/css';
import { control } from './field.css';
import { vars } from './theme.css';

/* An input with one button inside its end: the password toggle, the date field's calendar. */

export const wrapper = style({ position: 'relative' });

/** Room for the button so long text never runs under it. */
export const input = style([control, { paddingInlineEnd: '3.5rem' }]);

export const action = style({
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
    '&:hover': { background: vars.color.accentSurface },
    '&[aria-pressed="true"]': { color: vars.color.text },
  },
});
