import { style } from '@vanilla-extract/css';
import { media, vars } from '../../ui/theme.css';

/** A non-modal panel above the phone's tab bar (4 rem), at the bottom on wide screens. */
export const banner = style({
  position: 'fixed',
  insetInline: vars.space.sm,
  bottom: `calc(4rem + env(safe-area-inset-bottom) + ${vars.space.xs})`,
  zIndex: vars.zIndex.sticky,
  maxWidth: '40rem',
  marginInline: 'auto',
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  '@media': { [media.md]: { bottom: vars.space.sm } },
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const text = style({ margin: 0 });

export const steps = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space['2xs'] });

export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.xs, flexWrap: 'wrap' });
