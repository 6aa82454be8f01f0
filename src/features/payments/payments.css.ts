import { style } from '@vanilla-extract/css';
import { renderWhenNear } from '../../ui/render-when-near.css';
import { media, vars } from '../../ui/theme.css';

export const layout = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xl, minWidth: 0 });

export const summaryGrid = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [media.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const section = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

/** The overview's sections below its figures: on a phone they start below the fold. */
export const laterSection = style([section, renderWhenNear]);

/** A section that is a <figure> (the income chart): without the browser's figure margins. */
export const figureSection = style([section, { margin: 0 }]);

export const sectionTitle = style({ fontSize: vars.fontSize.xl, margin: 0 });

export const figureLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

/** Money is right-aligned with digits of equal width, so amounts line up. */
export const money = style({ fontVariantNumeric: 'tabular-nums', textAlign: 'end', fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.semibold, margin: 0 });

export const note = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

export const filters = style({
  display: 'grid',
  gap: vars.space.sm,
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const chart = style({ display: 'block', width: '100%', height: 'auto', maxHeight: '16rem' });

export const bar = style({ fill: vars.color.accent });

export const axisText = style({ fill: vars.color.textMuted, fontSize: '10px' });

export const details = style({ display: 'grid', gap: vars.space.sm });

export const detailsSummary = style({ cursor: 'pointer', minHeight: vars.size.touch, display: 'flex', alignItems: 'center', color: vars.color.accentText });

export const definitionList = style({ display: 'grid', gap: vars.space.sm, margin: 0 });

export const definition = style({ display: 'grid', gap: vars.space['2xs'] });

export const definitionTerm = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const definitionValue = style({ margin: 0, fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });

export const downloads = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const downloadLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  minWidth: vars.size.touch,
  justifyContent: 'center',
  color: vars.color.accentText,
  fontWeight: vars.fontWeight.semibold,
});

export const radioList = style({ display: 'grid', gap: vars.space.xs, border: 0, padding: 0, margin: 0 });

export const radio = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, minHeight: vars.size.touch });
