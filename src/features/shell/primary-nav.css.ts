import { style } from '@vanilla-extract/css';
import { TAB_BAR_HEIGHT } from '../../ui/tab-bar';
import { media, vars } from '../../ui/theme.css';

/** Phones: fixed to the bottom edge. Wide screens: a bar in the flow under the header. */
export const nav = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: vars.zIndex.sticky,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  paddingBottom: 'env(safe-area-inset-bottom)',
  '@media': {
    // The layout is a flex column, so a static nav would keep its z-index and paint over the sticky header.
    [media.md]: { position: 'static', zIndex: 'auto', borderTop: 'none', borderBottom: `1px solid ${vars.color.border}`, paddingBottom: 0 },
  },
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '1fr',
  height: TAB_BAR_HEIGHT,
  '@media': {
    [media.md]: {
      display: 'flex',
      // More entries than one row holds wrap to a second row rather than leave the screen.
      flexWrap: 'wrap',
      gap: vars.space.xs,
      height: 'auto',
      maxWidth: vars.size.content,
      marginInline: 'auto',
      paddingInline: vars.space.lg,
    },
  },
});

export const item = style({ display: 'flex' });
/** Entries of "More" stay in the sheet on phones and show in the bar on wide screens. */
export const moreItem = style({ display: 'none', '@media': { [media.md]: { display: 'flex' } } });
export const moreButtonItem = style({ display: 'flex', '@media': { [media.md]: { display: 'none' } } });

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
    '&[aria-current="page"], &[data-current]': { color: vars.color.accentText, borderTopColor: vars.color.accent, fontWeight: vars.fontWeight.semibold },
    '&:hover': { color: vars.color.text },
  },
  '@media': {
    [media.md]: {
      flexDirection: 'row',
      gap: vars.space.xs,
      padding: `${vars.space.xs} ${vars.space.sm}`,
      fontSize: vars.fontSize.sm,
      borderTop: 'none',
      borderBottom: '3px solid transparent',
      selectors: { '&[aria-current="page"]': { borderBottomColor: vars.color.accent } },
    },
  },
});

/** Labels never wrap into a second line in a tab; long words are cut with an ellipsis. */
export const label = style({ maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

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

/** The logged-in page on phones: room for the tab bar below the footer. */
export const roomForTabBar = style({ paddingBottom: `calc(${TAB_BAR_HEIGHT} + env(safe-area-inset-bottom))`, '@media': { [media.md]: { paddingBottom: 0 } } });
