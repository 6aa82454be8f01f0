import { style } from '@vanilla-extract/css';
import { bottomPanel } from '../../ui/bottom-panel.css';
import { NO_TAB_BAR, TAB_BAR_HEIGHT } from '../../ui/tab-bar';
import { vars } from '../../ui/theme.css';

/** The shared bottom panel, above the phone's tab bar; at the bottom on wide screens. */
export const banner = style([
  bottomPanel,
  {
    bottom: `calc(${TAB_BAR_HEIGHT} + env(safe-area-inset-bottom) + ${vars.space.xs})`,
    zIndex: vars.zIndex.sticky,
    maxWidth: '40rem',
    gap: vars.space.xs,
    '@media': { [NO_TAB_BAR]: { bottom: vars.space.sm } },
  },
]);

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const text = style({ margin: 0 });

export const steps = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space['2xs'] });

export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.xs, flexWrap: 'wrap' });

/** Safari's share icon, sitting on the text's baseline. */
export const shareGlyph = style({ verticalAlign: '-0.15em' });
