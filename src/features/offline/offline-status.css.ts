import { style } from '@vanilla-extract/css';
import { media, vars } from '../../ui/theme.css';

/** A strip above the phone's tab bar (4 rem), at the bottom on wide screens; the page stays usable. */
export const notices = style({
  position: 'fixed',
  insetInline: vars.space.sm,
  bottom: `calc(4rem + env(safe-area-inset-bottom) + ${vars.space.xs})`,
  zIndex: vars.zIndex.toast,
  maxWidth: '40rem',
  marginInline: 'auto',
  display: 'grid',
  gap: vars.space.xs,
  '@media': { [media.md]: { bottom: vars.space.sm } },
});

export const strip = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.text,
  color: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const refused = style({ display: 'flex', alignItems: 'start', gap: vars.space.xs, background: vars.color.surface, borderRadius: vars.radius.md, boxShadow: vars.shadow.lg });

export const refusedText = style({ flex: 1 });
