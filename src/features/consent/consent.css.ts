import { style } from '@vanilla-extract/css';
import { bottomPanel } from '../../ui/bottom-panel.css';
import { vars } from '../../ui/theme.css';

export const option = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minHeight: vars.size.touch });

export const checkbox = style({ width: '1.5rem', height: '1.5rem', accentColor: vars.color.accent });

/** The first-visit prompt: a non-modal panel at the bottom, so the page stays usable around it. */
export const prompt = style([bottomPanel, { zIndex: vars.zIndex.overlay, maxWidth: '44rem' }]);

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const text = style({ margin: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
