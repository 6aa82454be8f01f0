import { style } from '@vanilla-extract/css';
import { media, vars } from '../../ui/theme.css';

export const page = style({ display: 'grid', gap: vars.space.xl, minWidth: 0, maxWidth: vars.size.content });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const cardBody = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const title = style({ fontSize: vars.fontSize.lg, margin: 0 });

export const sectionTitle = style({ fontSize: vars.fontSize.xl, margin: 0 });

export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const link = style({ color: vars.color.accentText, display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, minHeight: vars.size.touch, overflowWrap: 'anywhere' });

export const badge = style({
  justifySelf: 'start',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  background: vars.color.accentSurface,
  color: vars.color.accentText,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
});

export const option = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start', minHeight: vars.size.touch, cursor: 'pointer' });

export const checkbox = style({ width: '1.5rem', height: '1.5rem', flex: 'none', marginTop: '0.1rem', accentColor: vars.color.accent });

export const fieldError = style({ color: vars.color.dangerText, margin: 0 });

/** The honeypot: off screen, out of the tab order and hidden from assistive technology. */
export const trap = style({ position: 'absolute', left: '-10000px', width: '1px', height: '1px', overflow: 'hidden' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** The list of sent messages below the contact form. */
export const sentMessages = style({ marginTop: vars.space['2xl'], maxWidth: vars.size.content });
