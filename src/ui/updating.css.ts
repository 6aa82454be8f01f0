import { keyframes, style } from '@vanilla-extract/css';
import { media, vars } from './theme.css';

const sweep = keyframes({ from: { backgroundPosition: '100% 0' }, to: { backgroundPosition: '-100% 0' } });

/**
 * Content shown while its next answer loads (e.g. the old list under a new filter): a bar sweeps
 * along its top edge. The text keeps its full contrast; dimming it would fail WCAG 1.4.3 for as
 * long as the answer takes.
 */
export const updating = style({
  position: 'relative',
  '::before': {
    content: '""',
    position: 'absolute',
    insetInline: 0,
    top: 0,
    height: '3px',
    borderRadius: vars.radius.full,
    background: `linear-gradient(90deg, transparent 0%, ${vars.color.accent} 50%, transparent 100%)`,
    backgroundSize: '200% 100%',
    animation: `${sweep} 1.2s linear infinite`,
  },
  '@media': { [media.reducedMotion]: { selectors: { '&::before': { animation: 'none', background: vars.color.accent } } } },
});
