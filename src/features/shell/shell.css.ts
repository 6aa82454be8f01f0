import { globalStyle, style } from '@vanilla-extract/css';
import { link } from '../../ui/page-form.css';
import { media, vars } from '../../ui/theme.css';

export const page = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

export const skipLink = style({
  position: 'absolute',
  left: vars.space.md,
  top: '-4rem',
  zIndex: vars.zIndex.toast,
  padding: vars.space.sm,
  background: vars.color.surface,
  color: vars.color.accentText,
  borderRadius: vars.radius.md,
  selectors: { '&:focus': { top: vars.space.md } },
});

export const header = style({
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
});

/** One row on every screen: at most 4rem (64 px) high on a 390 px phone (house style). */
export const bar = style({
  display: 'flex',
  flexWrap: 'nowrap',
  alignItems: 'center',
  gap: vars.space['2xs'],
  // 64 px with the header's 1 px bottom border.
  height: 'calc(4rem - 1px)',
  paddingBlock: vars.space.xs,
  '@media': { [media.md]: { gap: `${vars.space['2xs']} ${vars.space.sm}` } },
});

export const spacer = style({ flex: 1, minWidth: 0 });

// Phones: the header's icon buttons (help, account) are touch-sized without the wide padding of a
// text button, so the language switch, the old-portal link and they fit one row at 320 px.
globalStyle(`${bar} > span > button, ${bar} > span > div > button`, {
  '@media': { 'screen and (max-width: 767.98px)': { minWidth: vars.size.touch, paddingInline: vars.space.xs } },
});

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touch,
  minWidth: 0,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.md,
  textDecoration: 'none',
  '@media': { [media.md]: { fontSize: vars.fontSize.lg } },
});

/** The name stays on one line; short of room it ends in an ellipsis. */
export const logoName = style({ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
/** In a header the name shows from a width on (md signed out, xl signed in): below, the language and the account need the room. */
export const logoNameFrom = {
  md: style([logoName, { display: 'none', '@media': { [media.md]: { display: 'inline' } } }]),
  xl: style([logoName, { display: 'none', '@media': { [media.xl]: { display: 'inline' } } }]),
};

export const logoMark = style({ width: '2rem', height: '2rem', flexShrink: 0, color: vars.color.accent });

/** Shown on wide screens only (spec: logo on wide screens, old-portal link on small ones). */
export const wideOnly = style({ display: 'none', '@media': { [media.md]: { display: 'inline-flex' } } });
export const narrowOnly = style({ '@media': { [media.md]: { display: 'none' } } });
/** The account's name beside its icon on screens with room for it; below, the icon (and its label for screen readers). */
export const roomyOnly = style({ display: 'none', '@media': { [media.lg]: { display: 'inline-flex' } } });
export const tightOnly = style({ '@media': { [media.lg]: { display: 'none' } } });

export const main = style({ flex: 1, paddingBlock: vars.space.xl, outline: 'none' });

/**
 * A signed-in page's main area fills at least the screen, so the pre-footer starts below the fold
 * and content arriving late (a slow API) pushes it further down unseen instead of shifting it in view.
 */
export const memberMain = style([main, { minHeight: '100vh' }]);

// One column no wider than the screen: an implicit column grew to the heading's longest word at 320 px.
export const loginMain = style([main, { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', placeItems: 'start center' }]);

export const loginCard = style({
  width: '100%',
  maxWidth: '30rem',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  padding: vars.space.xl,
  '@media': { 'screen and (max-width: 480px)': { padding: vars.space.lg } },
});

/**
 * Help links and the footer close every page. Rendered at once, though below the fold: skipped, a
 * block's links are measured inside its estimated height, so a checker found the help links over
 * the footer's (Lighthouse's target size), and their height varies too much with the width to guess.
 */
export const preFooter = style({
  background: vars.color.surfaceSubtle,
  paddingBlock: vars.space.xl,
  borderTop: `1px solid ${vars.color.border}`,
});

export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
});

export const columnTitle = style({ fontSize: vars.fontSize.md, margin: `0 0 ${vars.space.sm}` });

export const linkList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space['2xs'] });

export const footerLink = style([link, { gap: vars.space.xs }]);

export const footer = style({
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  paddingBlock: vars.space.md,
});

export const footerBar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: `${vars.space.xs} ${vars.space.lg}` });

export const socialList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', gap: vars.space.xs });

export const iconLink = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: vars.size.touch,
  height: vars.size.touch,
  flexShrink: 0,
  borderRadius: vars.radius.full,
  color: vars.color.text,
  selectors: { '&:hover': { background: vars.color.surfaceSubtle } },
});

export const errorBlock = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start', maxWidth: '40rem' });

