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


/** The owner's reply, set off from the guest's words by a rule at its start. */
export const reply = style({ borderInlineStart: `3px solid ${vars.color.accent}`, paddingInlineStart: vars.space.md });

export const replyHeading = style({ margin: `0 0 ${vars.space.xs}`, fontWeight: 600, fontSize: vars.fontSize.sm });

export const average = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, margin: 0 });

export const averageNumber = style({ fontSize: vars.fontSize.lg, fontWeight: 700 });

export const stars = style({ display: 'inline-flex', fontSize: vars.fontSize.lg, lineHeight: 1, letterSpacing: '0.05em' });

const starBase = { backgroundClip: 'text', WebkitBackgroundClip: 'text', color: 'transparent' } as const;
/** A star filled to `fill` (1, 0.5, 0): the fill is a hard gradient clipped to the glyph. */
export const star = {
  full: style({ ...starBase, backgroundImage: `linear-gradient(90deg, ${vars.color.warning} 100%, transparent 0)` }),
  half: style({ ...starBase, backgroundImage: `linear-gradient(90deg, ${vars.color.warning} 50%, ${vars.color.textMuted} 50%)` }),
  empty: style({ ...starBase, backgroundImage: `linear-gradient(90deg, ${vars.color.textMuted} 100%, transparent 0)` }),
};
