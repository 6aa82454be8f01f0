import { style } from '@vanilla-extract/css';
import { bottomPanel } from '../../ui/bottom-panel.css';
import { media, vars } from '../../ui/theme.css';

export const option = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minHeight: vars.size.touch });

export const checkbox = style({ width: '1.5rem', height: '1.5rem', accentColor: vars.color.accent });

/**
 * The first-visit prompt: a compact non-modal panel at the bottom of phones, in the start corner of
 * wide screens (beside the centred login card, which it covered at 1280 px).
 */
export const prompt = style([
  bottomPanel,
  {
    zIndex: vars.zIndex.overlay,
    maxWidth: '44rem',
    gap: vars.space.xs,
    padding: vars.space.sm,
    fontSize: vars.fontSize.sm,
    '@media': { [media.xl]: { maxWidth: '21rem', marginInlineStart: 0 } },
  },
]);

export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

export const text = style({ margin: 0 });

export const details = style({ margin: 0 });

export const summary = style({ cursor: 'pointer', color: vars.color.accentText, minHeight: '1.5rem' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
