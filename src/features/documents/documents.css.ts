import { style } from '@vanilla-extract/css';
import { media, vars } from '../../ui/theme.css';

export const filters = style({
  display: 'grid',
  gap: vars.space.md,
  marginBottom: vars.space.lg,
  '@media': { [media.sm]: { gridTemplateColumns: '1fr 1fr' } },
});

export const sections = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, margin: `0 0 ${vars.space.lg}`, padding: 0, listStyle: 'none' });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });

export const item = style({ display: 'grid', gap: vars.space.sm });

export const title = style({ margin: 0, fontSize: vars.fontSize.lg });

export const meta = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.md}`, margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const shares = style({ margin: 0, paddingLeft: vars.space.lg, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const more = style({ display: 'flex', justifyContent: 'center', marginTop: vars.space.lg });

export const status = style({ margin: `0 0 ${vars.space.sm}`, color: vars.color.textMuted });

