import { keyframes, style } from '@vanilla-extract/css';
import { media, vars } from './theme.css';

const enter = keyframes({ from: { opacity: 0, transform: 'translateY(0.5rem)' } });

/** Always in the page (a live region must exist before it speaks); lets clicks through. */
export const region = style({
  position: 'fixed',
  insetInline: vars.space.sm,
  bottom: `calc(${vars.space.sm} + env(safe-area-inset-bottom, 0px))`,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  pointerEvents: 'none',
  '@media': { [media.sm]: { insetInlineStart: 'auto', insetInlineEnd: vars.space.lg, width: '26rem' } },
});

export const toast = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.xs} ${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  pointerEvents: 'auto',
  animation: `${enter} ${vars.duration.normal} ${vars.easing.standard}`,
});

export const icon = style({ marginBlockStart: '0.6rem' });

export const text = style({ flex: 1, minWidth: 0, paddingBlock: vars.space.xs });

export const title = style({ display: 'block', fontWeight: vars.fontWeight.bold });
