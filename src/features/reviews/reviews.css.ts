import { style } from '@vanilla-extract/css';
import { media, vars } from '../../ui/theme.css';

export const filters = style({
  display: 'grid',
  gap: vars.space.md,
  marginBottom: vars.space.lg,
  '@media': { [media.sm]: { gridTemplateColumns: '1fr 1fr' }, [media.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });

export const meta = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const title = style({ margin: 0, fontSize: vars.fontSize.lg });

export const text = style({ margin: 0 });

export const aspects = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });

export const summary = style({ marginBottom: vars.space.lg });

export const status = style({ margin: `0 0 ${vars.space.sm}`, color: vars.color.textMuted });

