import { style } from '@vanilla-extract/css';
import { control } from './field.css';
import { vars } from './theme.css';

export const wrapper = style({ position: 'relative' });

export const select = style([control, { appearance: 'none', paddingInlineEnd: '2.75rem', cursor: 'pointer' }]);

export const chevron = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineEnd: vars.space.sm,
  marginBlock: 'auto',
  pointerEvents: 'none',
});
