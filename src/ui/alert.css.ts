import { style, styleVariants } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from './theme.css';

export const alert = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    padding: vars.space.md,
    border: `1px solid ${vars.color.border}`,
    borderInlineStartWidth: '6px',
    borderRadius: vars.radius.md,
    color: vars.color.text,
  },
  variants: {
    tone: {
      info: { background: vars.color.infoSurface, borderInlineStartColor: vars.color.info },
      success: { background: vars.color.successSurface, borderInlineStartColor: vars.color.success },
      warning: { background: vars.color.warningSurface, borderInlineStartColor: vars.color.warning },
      danger: { background: vars.color.dangerSurface, borderInlineStartColor: vars.color.danger },
    },
  },
});

/** Icon colours per tone; shared with Toast. */
export const toneIconColor = styleVariants({
  info: { color: vars.color.infoText },
  success: { color: vars.color.successText },
  warning: { color: vars.color.warningText },
  danger: { color: vars.color.dangerText },
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2xs'], minWidth: 0, flex: 1 });

export const title = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.md });
