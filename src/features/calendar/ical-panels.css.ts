import { style } from '@vanilla-extract/css';
import { media, vars } from '../../ui/theme.css';

/* The iCal panels (export and import): addresses at a readable width, buttons beside or under them, never on them. */

/** An address and its Copy button: stacked on phones, side by side from 640 px, the field at most 36rem. */
export const address = style({
  display: 'grid',
  gap: vars.space.xs,
  alignItems: 'end',
  maxWidth: '48rem',
  '@media': { [media.sm]: { gridTemplateColumns: 'minmax(0, 36rem) auto' } },
});

export const feeds = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.lg });

export const feed = style({ display: 'grid', gap: vars.space.sm, paddingBlockStart: vars.space.md, borderBlockStart: `1px solid ${vars.color.border}` });

export const feedTitle = style({ margin: 0, fontSize: vars.fontSize.md });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const url = style({ margin: 0, overflowWrap: 'anywhere', color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const notes = style({ margin: 0, paddingInlineStart: vars.space.lg, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

/** The add form: fields at a readable width. */
export const form = style({ display: 'grid', gap: vars.space.sm, maxWidth: '36rem', marginBlockStart: vars.space.lg });

/** The Copy button keeps its own width under the field on phones. */
export const copy = style({ justifySelf: 'start' });

/** An address with its status, then its other actions, evenly spaced. */
export const block = style({ display: 'grid', gap: vars.space.sm });
