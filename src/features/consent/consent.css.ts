import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const option = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minHeight: vars.size.touch });

export const checkbox = style({ width: '1.5rem', height: '1.5rem', accentColor: vars.color.accent });
