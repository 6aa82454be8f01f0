import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { NO_TAB_BAR, TAB_BAR_HEIGHT } from '../../ui/tab-bar';
import { vars } from '../../ui/theme.css';

/**
 * Phones and tablets: fixed to the bottom edge. Wide screens: a column beside the page, where every
 * entry fits in every language (a bar under the header took two or three rows in German).
 */
export const nav = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: vars.zIndex.sticky,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  paddingBottom: 'env(safe-area-inset-bottom)',
  '@media': {
    // A static nav would keep its z-index and paint over the sticky header.
    [NO_TAB_BAR]: { position: 'static', zIndex: 'auto', borderTop: 'none', borderInlineEnd: `1px solid ${vars.color.border}`, paddingBottom: 0 },
  },
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridAutoFlow: 'column',
  // Equal tabs that never grow past the screen for a long label (German "Zahlungen" pushed "Mehr" off a 320 px screen).
  gridAutoColumns: 'minmax(0, 1fr)',
  height: TAB_BAR_HEIGHT,
  '@media': {
    // Under the sticky header (one 4rem row), the column's entries stay in view as the page scrolls.
    [NO_TAB_BAR]: {
      position: 'sticky',
      top: '4rem',
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space['2xs'],
      height: 'auto',
      padding: `${vars.space.lg} ${vars.space.sm}`,
    },
  },
});

/**
 * The tab bar's columns, one per tab and "More", counted rather than found: a first paint while the
 * HTML is still arriving lays out the tabs parsed so far where they stay (found, two tabs took half
 * the bar each and moved as the others came: a layout shift).
 */
export const tabColumns = styleVariants({ 1: 1, 2: 2, 3: 3, 4: 4, 5: 5 }, (count) => ({ gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))` }));

export const item = style({ display: 'flex', minWidth: 0 });
/** Entries of "More" stay in the sheet on phones and tablets and show in the column on wide screens. */
export const moreItem = style({ display: 'none', '@media': { [NO_TAB_BAR]: { display: 'flex' } } });
export const moreButtonItem = style({ display: 'flex', '@media': { [NO_TAB_BAR]: { display: 'none' } } });

export const link = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2xs'],
  minHeight: vars.size.touch,
  minWidth: vars.size.touch,
  padding: `${vars.space['2xs']} ${vars.space['2xs']}`,
  border: 'none',
  background: 'none',
  font: 'inherit',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  textDecoration: 'none',
  cursor: 'pointer',
  borderTop: '3px solid transparent',
  selectors: {
    // Not bold in the tab bar: the heavier letters cut "Buchungen" at 320 px; the colour and the top rule mark it.
    '&[aria-current="page"], &[data-current]': { color: vars.color.accentText, borderTopColor: vars.color.accent },
    '&:hover': { color: vars.color.text },
  },
  '@media': {
    // Five tabs of 64 px at 320 px: a little smaller text and no side padding keep "Zahlungen" whole.
    'screen and (max-width: 359.98px)': { paddingInline: 0, fontSize: '0.6875rem' },
    // Five tabs of 72–84 px on common phones (360–419 px): "Übersicht" needs 13 px text to stay whole.
    'screen and (min-width: 360px) and (max-width: 419.98px)': { paddingInline: 0, fontSize: '0.8125rem' },
    [NO_TAB_BAR]: {
      flexDirection: 'row',
      justifyContent: 'flex-start',
      gap: vars.space.xs,
      padding: `${vars.space.xs} ${vars.space.sm}`,
      fontSize: vars.fontSize.sm,
      borderTop: 'none',
      borderInlineStart: '3px solid transparent',
      borderRadius: vars.radius.sm,
      selectors: {
        '&[aria-current="page"]': { borderInlineStartColor: vars.color.accent, background: vars.color.accentSurface, fontWeight: vars.fontWeight.semibold },
        '&:hover': { background: vars.color.surfaceSubtle },
      },
    },
  },
});

/** Labels never wrap into a second line in a tab (long words end in an ellipsis); the column has room for two lines. */
export const label = style({
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '@media': { [NO_TAB_BAR]: { whiteSpace: 'normal', overflow: 'visible' } },
});

export const sheetList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space['2xs'] });

export const sheetLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touch,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': { background: vars.color.accentSurface, color: vars.color.accentText, fontWeight: vars.fontWeight.semibold },
    '&:hover': { background: vars.color.surfaceSubtle },
  },
});

/**
 * The logged-in page with the navigation: on phones and tablets room for the tab bar below the
 * footer; on wide screens two columns between header and pre-footer, the navigation beside the main content.
 */
export const withNav = style({
  paddingBottom: `calc(${TAB_BAR_HEIGHT} + env(safe-area-inset-bottom))`,
  '@media': { [NO_TAB_BAR]: { paddingBottom: 0, display: 'grid', gridTemplateColumns: '16rem minmax(0, 1fr)', alignContent: 'start' } },
});
globalStyle(`${withNav} > *`, { '@media': { [NO_TAB_BAR]: { gridColumn: '1 / -1' } } });
globalStyle(`${withNav} > ${nav}`, { '@media': { [NO_TAB_BAR]: { gridColumn: '1' } } });
globalStyle(`${withNav} > main`, { '@media': { [NO_TAB_BAR]: { gridColumn: '2' } } });
