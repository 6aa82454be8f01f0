import { globalStyle, style } from '@vanilla-extract/css';
import { renderWhenNear } from '../../ui/render-when-near.css';
import { NO_TAB_BAR } from '../../ui/tab-bar';
import { media, vars } from '../../ui/theme.css';

/** Arrivals / departures switch: two touch-sized links side by side. */
/** Two equal halves, side by side even at 320 px. */
export const tabs = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.xs,
  maxWidth: '26rem',
  listStyle: 'none',
  margin: `0 0 ${vars.space.lg}`,
  padding: 0,
});

export const tab = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touch,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.borderStrong}`,
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceSubtle },
    '&[aria-current="page"]': { background: vars.color.accent, borderColor: vars.color.accent, color: vars.color.onAccent },
  },
});

export const filters = style({ display: 'grid', gap: vars.space.md, padding: `0 ${vars.space.md} ${vars.space.md}` });

/** The filters' fold: one touch-sized line when closed. */
export const filterPanel = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  marginBottom: vars.space.md,
  '@media': { [media.lg]: { marginBottom: vars.space.lg } },
  // Wide screens show the filters unfolded from the first paint: a server-rendered page cannot know
  // the screen, and unfolding them once the script runs moved the list below (where the browser
  // can style the details' content; elsewhere the script unfolds them).
  '@supports': {
    'selector(::details-content)': { '@media': { [NO_TAB_BAR]: { selectors: { '&::details-content': { contentVisibility: 'visible', blockSize: 'auto' } } } } },
  },
});

/** Nothing to fold on wide screens where the filters always show (above). */
globalStyle(`${filterPanel} > summary`, {
  '@supports': { 'selector(::details-content)': { '@media': { [NO_TAB_BAR]: { display: 'none' } } } },
});

/** The line that opens a folded part (the filters, the homes picker): a full touch target. */
export const disclosureSummary = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  paddingInline: vars.space.md,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
});

export const dateRange = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [media.sm]: { gridTemplateColumns: '1fr 1fr' }, [media.lg]: { gridTemplateColumns: 'repeat(2, minmax(0, 16rem))' } },
});

export const picker = style({ border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, background: vars.color.surface });

export const pickerOptions = style({
  border: 0,
  margin: 0,
  padding: `0 ${vars.space.md} ${vars.space.md}`,
  display: 'grid',
  gap: vars.space['2xs'],
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }, [media.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

/** Search and the select-all and clear buttons, above the list of homes. */
export const pickerTools = style({ display: 'grid', gap: vars.space.xs, padding: `0 ${vars.space.md} ${vars.space.sm}` });

export const check = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minHeight: vars.size.touch, cursor: 'pointer' });

export const checkbox = style({ width: '1.5rem', height: '1.5rem', flexShrink: 0, accentColor: vars.color.accent });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  '@media': { [media.md]: { gap: vars.space.md }, [media.lg]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** A reservation card: tighter on phones, so two fit on one screen; rendered once near (a long list). */
export const card = style([
  renderWhenNear,
  { containIntrinsicBlockSize: 'auto 14rem', padding: `${vars.space.xs} ${vars.space.sm} ${vars.space.sm}`, '@media': { [media.md]: { padding: vars.space.lg } } },
]);


export const cardHeader = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', columnGap: vars.space.xs, marginBottom: vars.space.xs });

export const cardTitle = style({ fontSize: vars.fontSize.md, margin: 0, '@media': { [media.md]: { fontSize: vars.fontSize.lg } } });

export const cardLink = style({ display: 'inline-flex', alignItems: 'center', minHeight: vars.size.touch, color: vars.color.accentText });

/**
 * Facts as small blocks (term above value): on phones they wrap side by side, each at least as wide
 * as its longest word ("Buchungsnummer" stays whole); wider screens line them up in columns.
 */
export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space['2xs']} ${vars.space.sm}`,
  margin: 0,
  fontSize: vars.fontSize.xs,
  lineHeight: 1.35,
  '@media': { [media.md]: { display: 'grid', lineHeight: 'inherit', gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))', gap: `${vars.space.sm} ${vars.space.md}`, fontSize: vars.fontSize.md } },
});

export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs, '@media': { [media.md]: { fontSize: vars.fontSize.sm } } });

export const value = style({ margin: 0, minWidth: 0, fontVariantNumeric: 'tabular-nums' });

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2xs'],
  paddingInline: vars.space.xs,
  paddingBlock: '0.125rem',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSubtle,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const canceledBadge = style([badge, { background: vars.color.dangerSurface, color: vars.color.dangerText, borderColor: vars.color.danger }]);

export const canceledText = style({ textDecoration: 'line-through' });

export const changes = style({ margin: `${vars.space.sm} 0 0`, paddingInlineStart: vars.space.lg, fontSize: vars.fontSize.sm, display: 'grid', gap: vars.space['2xs'] });

export const cardActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: vars.space.md });

export const more = style({ display: 'grid', justifyItems: 'center', gap: vars.space.sm, marginTop: vars.space.lg });

export const summary = style({ margin: `0 0 ${vars.space.sm}`, color: vars.color.textMuted, outline: 'none' });

export const section = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.sm, marginTop: vars.space.lg });

export const sectionTitle = style({ fontSize: vars.fontSize.xl });

/** An e-mail address may break anywhere: it has no words to keep whole, and must not widen the page. */
export const contactLink = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, minHeight: vars.size.touch, color: vars.color.accentText, overflowWrap: 'anywhere' });

export const contactList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid' });

export const backLink = style({ display: 'inline-flex', alignItems: 'center', minHeight: vars.size.touch, color: vars.color.accentText });

/** One term and its value: on phones about two per row, never narrower than a word. */
export const factRow = style({ flex: '1 1 6.5rem', '@media': { [media.md]: { minWidth: 0 } } });

export const pickerLegend = style({ padding: 0, marginBottom: vars.space.xs, fontSize: vars.fontSize.sm, color: vars.color.textMuted, gridColumn: '1 / -1' });

export const muted = style({ color: vars.color.textMuted });
