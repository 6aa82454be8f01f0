import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { media, vars } from './theme.css';

const pulse = keyframes({ '50%': { opacity: 0.55 } });

export const group = style({ display: 'block' });

export const skeleton = recipe({
  base: {
    display: 'block',
    background: vars.color.skeleton,
    animation: `${pulse} 1.6s ease-in-out infinite`,
    '@media': { [media.reducedMotion]: { animation: 'none' } },
  },
  variants: {
    // A line is exactly one line of body text high (1em + half-leading), so text replaces it in place.
    shape: {
      line: { height: '1em', marginBlock: `calc((${vars.lineHeight.normal} * 1em - 1em) / 2)`, borderRadius: vars.radius.sm },
      block: { width: '100%', borderRadius: vars.radius.md },
      circle: { borderRadius: vars.radius.full, flexShrink: 0 },
    },
    width: { full: { width: '100%' }, '3/4': { width: '75%' }, '1/2': { width: '50%' }, '1/4': { width: '25%' } },
    size: { sm: {}, md: {}, lg: {} },
  },
  compoundVariants: [
    { variants: { shape: 'block', size: 'sm' }, style: { height: '3rem' } },
    { variants: { shape: 'block', size: 'md' }, style: { height: '8rem' } },
    { variants: { shape: 'block', size: 'lg' }, style: { height: '14rem' } },
    { variants: { shape: 'circle', size: 'sm' }, style: { width: '2.5rem', height: '2.5rem' } },
    { variants: { shape: 'circle', size: 'md' }, style: { width: '3.5rem', height: '3.5rem' } },
    { variants: { shape: 'circle', size: 'lg' }, style: { width: '5rem', height: '5rem' } },
  ],
});

export type SkeletonVariants = NonNullable<RecipeVariants<typeof skeleton>>;
