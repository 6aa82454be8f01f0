import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { media, vars } from './theme.css';

const enter = keyframes({ from: { opacity: 0, transform: 'translateY(1rem)' } });

export const dialog = style({
  width: `calc(100% - 2 * ${vars.space.md})`,
  maxWidth: '36rem',
  maxHeight: `calc(100dvh - 2 * ${vars.space.md})`,
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  selectors: {
    '&[open]': { display: 'flex', flexDirection: 'column', animation: `${enter} ${vars.duration.normal} ${vars.easing.standard}` },
    '&::backdrop': { background: vars.color.overlay },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

// A long title (German, Polish at 320 px) wraps and hyphenates; it never pushes the close button out.
export const title = style({ fontSize: vars.fontSize.xl, minWidth: 0, overflowWrap: 'anywhere', hyphens: 'auto' });

globalStyle(`${header} > :last-child`, { flexShrink: 0 });

export const body = style({
  minWidth: 0,
  padding: vars.space.lg,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  '@media': { [media.md]: { padding: vars.space.xl } },
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap-reverse',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: vars.space.lg,
  paddingTop: 0,
});
