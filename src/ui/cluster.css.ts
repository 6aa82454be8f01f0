import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const cluster = style({ display: 'flex', flexWrap: 'wrap', minWidth: 0 });

export const gap = styleVariants(vars.space, (space) => ({ gap: space }));

export const justify = styleVariants({
  start: { justifyContent: 'flex-start' },
  center: { justifyContent: 'center' },
  end: { justifyContent: 'flex-end' },
  between: { justifyContent: 'space-between' },
});

export const align = styleVariants({
  start: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  end: { alignItems: 'flex-end' },
  baseline: { alignItems: 'baseline' },
});
