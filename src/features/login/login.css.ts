import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const tries = style({ margin: 0, color: vars.color.textMuted });

export const contactChoice = style({
  display: 'grid',
  gap: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  margin: 0,
});
