import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const stack = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const gap = styleVariants(vars.space, (space) => ({ gap: space }));

export const align = styleVariants({
  stretch: { alignItems: 'stretch' },
  start: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  end: { alignItems: 'flex-end' },
});
