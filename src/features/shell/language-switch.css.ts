import { style } from '@vanilla-extract/css';
import { media, vars } from '../../ui/theme.css';

export const wrapper = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2xs'], minWidth: 0 });

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
