import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const root = style({ position: 'relative', display: 'inline-block' });

export const chevron = style({
  transition: `transform ${vars.duration.fast}`,
  selectors: { '[aria-expanded="true"] > span > &': { transform: 'rotate(180deg)' } },
});

/** The button's text stays on one line; a long one (a company's name) ends in an ellipsis. */
export const label = style({ minWidth: 0, maxWidth: '14rem', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const menu = style({
  position: 'absolute',
  top: `calc(100% + ${vars.space['2xs']})`,
  zIndex: vars.zIndex.dropdown,
  minWidth: '14rem',
  maxWidth: `calc(100vw - 2 * ${vars.space.md})`,
  margin: 0,
  padding: vars.space['2xs'],
  listStyle: 'none',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
});

export const align = styleVariants({ start: { insetInlineStart: 0 }, end: { insetInlineEnd: 0 } });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: vars.size.touch,
  paddingInline: vars.space.sm,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover, &:focus': { background: vars.color.accentSurface, color: vars.color.text },
  },
});

export const danger = style({ color: vars.color.dangerText });
