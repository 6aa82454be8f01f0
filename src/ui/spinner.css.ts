import { keyframes, style, styleVariants } from '@vanilla-extract/css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', lineHeight: 0 });

export const svg = style({ animation: `${spin} 0.8s linear infinite` });

export const size = styleVariants({
  sm: { fontSize: '1rem' },
  md: { fontSize: '1.5rem' },
  lg: { fontSize: '2.5rem' },
});
