import { media } from './theme.css';

/**
 * Height of the phone tab bar (features/shell/primary-nav.css.ts), fixed to the bottom edge on
 * phones and tablets: what sticks to the bottom of a page keeps this much room under it.
 */
export const TAB_BAR_HEIGHT = '4rem';

/** Screens wide enough for the navigation column beside the page instead of the tab bar. */
export const NO_TAB_BAR = media.lg;
