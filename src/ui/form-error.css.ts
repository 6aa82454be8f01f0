import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const list = style({ margin: 0, paddingInlineStart: vars.space.md });

export const item = style({ paddingBlock: vars.space['2xs'] });

export const link = style({
  color: vars.color.dangerText,
  fontWeight: vars.fontWeight.semibold,
});
