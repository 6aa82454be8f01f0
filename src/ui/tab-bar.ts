/**
 * Height of the phone tab bar (features/shell/primary-nav.css.ts), fixed to the bottom edge below
 * the `md` breakpoint: what sticks to the bottom of a page keeps this much room under it.
 */
export const TAB_BAR_HEIGHT = '4rem';
