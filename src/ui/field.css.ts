import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const label = style({ fontWeight: vars.fontWeight.semibold, lineHeight: vars.lineHeight.tight });

export const optional = style({ fontWeight: vars.fontWeight.regular, color: vars.color.textMuted });

export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  color: vars.color.dangerText,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
});

/** The control itself: input, select or textarea. 16px+ text so phones do not zoom in. */
export const control = style({
  width: '100%',
  minHeight: '48px',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  transition: `border-color ${vars.duration.fast}`,
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.text },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, boxShadow: `inset 0 0 0 1px ${vars.color.danger}` },
    '&:disabled': { background: vars.color.surfaceSubtle, cursor: 'not-allowed' },
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
  },
});
