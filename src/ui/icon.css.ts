import { style, styleVariants } from '@vanilla-extract/css';

export const icon = style({
  display: 'inline-block',
  flexShrink: 0,
  verticalAlign: '-0.2em',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});

/** Icons scale with the surrounding text. */
export const size = styleVariants({
  sm: { width: '1em', height: '1em' },
  md: { width: '1.25em', height: '1.25em' },
  lg: { width: '1.5em', height: '1.5em' },
  xl: { width: '2.5em', height: '2.5em' },
});
