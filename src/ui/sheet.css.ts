import { keyframes, style } from '@vanilla-extract/css';
import { media, vars } from './theme.css';

const enter = keyframes({ from: { transform: 'translateY(100%)' } });

export const sheet = style({
  width: '100%',
  maxWidth: '100%',
  maxHeight: '88dvh',
  margin: 'auto auto 0',
  padding: 0,
  border: 0,
  borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0`,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  selectors: {
    '&[open]': { display: 'flex', flexDirection: 'column', animation: `${enter} ${vars.duration.slow} ${vars.easing.standard}` },
    '&::backdrop': { background: vars.color.overlay },
  },
  '@media': { [media.sm]: { maxWidth: '40rem' } },
});

/** The drag area: handle, title and close button. No browser panning, so the drag reaches us. */
export const header = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.sm} ${vars.space.xs} ${vars.space.lg}`,
  touchAction: 'none',
  cursor: 'grab',
  userSelect: 'none',
});

export const handle = style({
  gridColumn: '1 / -1',
  justifySelf: 'center',
  width: '3rem',
  height: '5px',
  borderRadius: vars.radius.full,
  background: vars.color.borderStrong,
});

export const title = style({ fontSize: vars.fontSize.lg });

export const body = style({
  padding: `${vars.space.xs} ${vars.space.lg} calc(${vars.space.lg} + env(safe-area-inset-bottom, 0px))`,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
});
