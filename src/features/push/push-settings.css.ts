import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });
export const text = style({ flex: '1 1 16rem', minWidth: 0 });
export const title = style({ fontSize: vars.fontSize.md, margin: 0 });
export const status = style({ margin: `${vars.space['2xs']} 0 0`, color: vars.color.textMuted });
