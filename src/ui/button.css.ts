import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from './theme.css';

/** Shared by Button, LinkButton and the Menu trigger. Every size is at least 44×44 px. */
export const button = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    minWidth: vars.size.touch,
    minHeight: vars.size.touch,
    border: '2px solid transparent',
    borderRadius: vars.radius.md,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    textAlign: 'center',
    textDecoration: 'none',
    cursor: 'pointer',
    transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}, color ${vars.duration.fast}`,
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
      // Prerendered and waiting for the script (useAfterHydration): looks as it will, a moment later.
      '&:disabled[data-hydrating]': { cursor: 'default', opacity: 1 },
      '&[aria-busy="true"]': { cursor: 'progress', opacity: 1 },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.accent,
        color: vars.color.onAccent,
        selectors: {
          '&:hover:not(:disabled)': { background: vars.color.accentHover },
          '&:active:not(:disabled)': { background: vars.color.accentActive },
        },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.accentText,
        borderColor: vars.color.accent,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.accentSurface } },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.accentText,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.accentSurface } },
      },
      danger: {
        background: vars.color.danger,
        color: vars.color.onAccent,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.dangerHover } },
      },
    },
    size: {
      sm: { minHeight: vars.size.touch, paddingInline: vars.space.sm, fontSize: vars.fontSize.sm },
      md: { minHeight: '48px', paddingInline: vars.space.lg, fontSize: vars.fontSize.md },
      lg: { minHeight: '56px', paddingInline: vars.space.xl, fontSize: vars.fontSize.lg },
    },
    fullWidth: { true: { width: '100%' } },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

export const content = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

/** While loading the label keeps its room (no layout shift) and its text (accessible name). */
export const contentHidden = style({ opacity: 0 });

export const spinner = style({ position: 'absolute', inset: 0, margin: 'auto', fontSize: '1.25em' });
