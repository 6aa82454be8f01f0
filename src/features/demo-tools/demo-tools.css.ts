import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const card = style({ display: 'grid', gap: vars.space.sm });
export const title = style({ fontSize: vars.fontSize.md, margin: 0 });
export const text = style({ margin: 0, color: vars.color.textMuted });
