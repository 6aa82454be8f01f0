import { style } from '@vanilla-extract/css';
import { media, vars } from '../../ui/theme.css';

export const wrapper = style({ position: 'relative', display: 'inline-flex', alignItems: 'center', gap: vars.space['2xs'], minWidth: 0 });

/** Under the switch, over the page: the header keeps its one row. */
export const warning = style({
  position: 'absolute',
  top: '100%',
  right: 0,
  zIndex: 20,
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['2xs'],
  width: 'min(18rem, calc(100vw - 2rem))',
  marginTop: vars.space['2xs'],
  padding: vars.space.xs,
  border: `1px solid ${vars.color.warning}`,
  borderRadius: vars.radius.md,
  background: vars.color.warningSurface,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
});

export const warningText = style({ margin: 0, fontSize: vars.fontSize.sm });

export const label = style({ display: 'inline-flex', color: vars.color.textMuted });

export const select = style({
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.xs}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  // Phones: narrow enough that the header stays one row with its icon buttons in every language.
  maxWidth: '6.5rem',
  minWidth: 0,
  '@media': { [media.md]: { maxWidth: 'none' } },
});
