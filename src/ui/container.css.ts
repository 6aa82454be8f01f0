import { style } from '@vanilla-extract/css';
import { media, vars } from './theme.css';

/** Centred page column: at most 1272px wide, with side padding that grows with the screen. */
export const container = style({
  width: '100%',
  maxWidth: vars.size.content,
  marginInline: 'auto',
  paddingInline: vars.space.md,
  '@media': { [media.md]: { paddingInline: vars.space.xl } },
});
