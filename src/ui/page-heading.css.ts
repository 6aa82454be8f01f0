import { style } from '@vanilla-extract/css';
import { media, vars } from './theme.css';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlock: `${vars.space.lg} ${vars.space.md}`,
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const title = style({
  fontSize: vars.fontSize['2xl'],
  '@media': { [media.md]: { fontSize: vars.fontSize['3xl'] } },
});

export const description = style({ maxWidth: '60ch', color: vars.color.textMuted });
