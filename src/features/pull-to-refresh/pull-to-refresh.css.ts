import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

/** The indicator: slides down from the top edge with the finger. */
export const indicator = style({
  position: 'fixed',
  insetInline: 0,
  top: 0,
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  justifyContent: 'center',
  pointerEvents: 'none',
});

export const pill = style({
  marginTop: vars.space.xs,
  padding: `${vars.space['2xs']} ${vars.space.md}`,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  boxShadow: vars.shadow.md,
  fontWeight: vars.fontWeight.semibold,
});
