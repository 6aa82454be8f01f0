import { style, styleVariants } from '@vanilla-extract/css';
import { renderWhenNear } from '../../ui/render-when-near.css';
import { media, vars } from '../../ui/theme.css';

/**
 * Key figures first on phones (they come first in the document), beside tasks and arrivals on
 * wide screens.
 */
export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(18rem, 1fr)' } },
});

export const column = style({ display: 'grid', gap: vars.space.xl, minWidth: 0, '@media': { [media.lg]: { gridColumn: 1, gridRow: 1 } } });

export const figuresArea = style({ minWidth: 0, '@media': { [media.lg]: { gridColumn: 2, gridRow: 1 } } });

/** A heading with what belongs on its line: an urgency badge, or a group's "N more" link. */
export const groupHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: `${vars.space['2xs']} ${vars.space.sm}` });

export const moreTasks = style({ display: 'grid', gap: vars.space.sm });

export const groupDetails = style({ display: 'grid', gap: vars.space.xs });

export const groupSummary = style({ display: 'flex', alignItems: 'center', minHeight: vars.size.touch, color: vars.color.accentText, cursor: 'pointer', fontWeight: vars.fontWeight.semibold });

export const groupList = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'grid' });

export const section = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

/** The arrivals come after the figures and tasks: below the fold on a phone and on most screens. */
export const laterSection = style([section, renderWhenNear]);

export const sectionTitle = style({ fontSize: vars.fontSize.xl });

export const groupTitle = style({ fontSize: vars.fontSize.lg });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const item = style({ display: 'grid', gap: vars.space.xs });

export const itemTitle = style({ fontSize: vars.fontSize.md, margin: 0 });

export const itemLink = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2xs'], minHeight: vars.size.touch, color: vars.color.accentText });

export const meta = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space['2xs']} ${vars.space.md}`, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const urgency = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifySelf: 'start',
  gap: vars.space['2xs'],
  paddingInline: vars.space.xs,
  paddingBlock: '0.125rem',
  borderRadius: vars.radius.sm,
  border: '1px solid',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const urgencyTone = styleVariants({
  NONE: { background: vars.color.surfaceSubtle, color: vars.color.text, borderColor: vars.color.border },
  ONGOING: { background: vars.color.infoSurface, color: vars.color.infoText, borderColor: vars.color.info },
  WARNING: { background: vars.color.warningSurface, color: vars.color.warningText, borderColor: vars.color.warning },
  URGENT: { background: vars.color.dangerSurface, color: vars.color.dangerText, borderColor: vars.color.danger },
});

/** The urgent tasks also get a thick start border: a second cue besides icon and text. */
export const urgentCard = style({ borderInlineStart: `6px solid ${vars.color.danger}` });

export const emptyGroup = style({ color: vars.color.textMuted, margin: 0 });

/**
 * Two figures a row on phones where a figure fits its half (one a row at 320 px), one row each
 * beside the tasks on wide screens.
 */
export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 9.5rem), 1fr))',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2xs'],
  paddingBlock: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [media.lg]: { flexDirection: 'row', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'baseline', gap: vars.space.xs } },
});

export const figureLabel = style({ color: vars.color.textMuted });

/** Figures and money: right-aligned with digits of equal width. */
export const figureValue = style({
  margin: 0,
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  '@media': { [media.lg]: { marginInlineStart: 'auto', textAlign: 'end' } },
});

export const figureNote = style({ display: 'block', fontWeight: vars.fontWeight.regular, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** Visually hidden on phones (the figures say the same), shown on wide screens. */
export const summary = style({
  margin: 0,
  '@media': {
    'screen and (max-width: 1023.98px)': { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', clipPath: 'inset(50%)', whiteSpace: 'nowrap' },
  },
});

export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** Skeleton lines take the font size of the text they stand for (a line is 1em high). */
export const sectionTitleSkeleton = style({ fontSize: vars.fontSize.xl });

export const figureValueSkeleton = style({ fontSize: vars.fontSize.lg });

/** A task or guest title is a link of touch height. */
export const itemTitleSkeleton = style({ display: 'flex', alignItems: 'center', minHeight: vars.size.touch, fontSize: vars.fontSize.md });
