import { style } from '@vanilla-extract/css';
import { media, vars } from '../../ui/theme.css';

/** The search and the country side by side where they fit, with the count under them. */
export const filters = style({ display: 'grid', gap: vars.space.sm, marginBottom: vars.space.md, '@media': { [media.sm]: { gridTemplateColumns: '2fr 1fr', alignItems: 'end' } } });
export const count = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, gridColumn: '1 / -1' });

/** One card per home: one column on phones, two from 640 px. */
export const list = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.md, '@media': { [media.sm]: { gridTemplateColumns: 'repeat(auto-fill, minmax(20rem, 1fr))' } } });
export const card = style({ padding: vars.space.md, background: vars.color.surface, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.lg });
export const name = style({ fontSize: vars.fontSize.lg, margin: 0 });
export const meta = style({ margin: `${vars.space['2xs']} 0 ${vars.space.sm}`, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
/** The home's pages as a wrapping row of 44 px targets. */
export const links = style({ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexWrap: 'wrap', gap: `0 ${vars.space.md}` });
export const link = style({ display: 'inline-flex', alignItems: 'center', minHeight: vars.size.touch, fontWeight: vars.fontWeight.semibold });
