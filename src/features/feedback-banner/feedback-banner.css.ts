import { style } from '@vanilla-extract/css';
import { bottomPanel } from '../../ui/bottom-panel.css';
import { NO_TAB_BAR, TAB_BAR_HEIGHT } from '../../ui/tab-bar';
import { vars } from '../../ui/theme.css';

/**
 * A non-modal panel at the bottom of the screen, above the phone's tab bar (it covered the tab bar):
 * the page stays usable around it.
 */
export const banner = style([
  bottomPanel,
  {
    bottom: `calc(${TAB_BAR_HEIGHT} + env(safe-area-inset-bottom) + ${vars.space.xs})`,
    zIndex: vars.zIndex.sticky,
    maxWidth: '40rem',
    gap: vars.space.xs,
    padding: vars.space.sm,
    '@media': { [NO_TAB_BAR]: { bottom: vars.space.sm } },
  },
]);

export const header = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'start', gap: vars.space.sm });

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const scale = style({ border: 0, margin: 0, padding: 0, display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const legend = style({ padding: 0, marginBottom: vars.space.xs });

export const scaleOptions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2xs'] });

/** One score of 0–10: a 44 px box around a visible radio button, its number as label. */
export const scaleOption = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.touch,
  minHeight: vars.size.touch,
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  fontWeight: vars.fontWeight.semibold,
  selectors: { '&:has(input:checked)': { background: vars.color.accentSurface, borderColor: vars.color.accent } },
});

export const radio = style({ width: '1.25rem', height: '1.25rem', margin: 0, accentColor: vars.color.accent });

export const scaleEnds = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.xs, flexWrap: 'wrap' });
