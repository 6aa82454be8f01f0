import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

/** A non-modal panel at the bottom of the screen (banners, prompts): the page stays usable around it. */
export const bottomPanel = style({
  position: 'fixed',
  insetInline: vars.space.sm,
  bottom: vars.space.sm,
  marginInline: 'auto',
  maxHeight: 'calc(100dvh - 2 * ' + vars.space.sm + ')',
  overflowY: 'auto',
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
});
