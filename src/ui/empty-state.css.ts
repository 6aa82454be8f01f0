import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xl} ${vars.space.md}`,
  textAlign: 'center',
});

export const icon = style({
  display: 'inline-flex',
  padding: vars.space.md,
  borderRadius: vars.radius.full,
  background: vars.color.accentSurface,
  color: vars.color.accentText,
  fontSize: '1.25rem',
});

export const title = style({ fontSize: vars.fontSize.xl });

export const text = style({ maxWidth: '40ch', color: vars.color.textMuted });

export const action = style({ marginBlockStart: vars.space.xs });
