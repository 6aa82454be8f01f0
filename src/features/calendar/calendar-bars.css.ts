import { style, type StyleRule, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '../../ui/theme.css';
import type { EntryKind } from './entry-types';

/**
 * The lanes of a day cell (month-day.view): the stays' bars in the first, an imported event in
 * conflict in the second. Phones: a 3.5rem day; from 640 px a 5rem one.
 */
const lane = (index: 0 | 1, wide: StyleRule = {}) =>
  ({
    position: 'absolute',
    top: index === 0 ? '1.35rem' : '2.35rem',
    height: '1rem',
    // One media block per style: a second '@media' key would replace this one.
    '@media': { [media.sm]: { top: index === 0 ? '1.9rem' : '3.4rem', height: '1.4rem', ...wide } },
  }) as const;

/** A night's half or whole of a bar; borders only at the bar's ends, so the nights join. */
export const piece = style({ ...lane(0), boxSizing: 'border-box', borderStyle: 'solid', borderWidth: '2px 0' });
export const second = style(lane(1));
/** The night of the arrival: the bar starts at midday, rounded. */
export const arrives = style({ left: '50%', right: '-1px', borderLeftWidth: '2px', borderTopLeftRadius: vars.radius.full, borderBottomLeftRadius: vars.radius.full });
export const night = style({ left: '-1px', right: '-1px' });
/** The morning of the departure: the bar ends at midday, rounded. */
export const departs = style({ left: '-1px', right: '50%', borderRightWidth: '2px', borderTopRightRadius: vars.radius.full, borderBottomRightRadius: vars.radius.full });
export const conflict = style({ outline: `2px solid ${vars.color.danger}`, outlineOffset: '1px' });

/**
 * The bar's text, once per row: over as many nights as the stay has in the row. It carries the
 * kind's fill and borders itself (drawn exactly over the pieces), so its contrast holds alone.
 */
export const label = style({
  ...lane(0, { fontSize: '0.8125rem', lineHeight: 'calc(1.4rem - 4px)', paddingInline: vars.space['2xs'] }),
  zIndex: 1,
  boxSizing: 'border-box',
  borderStyle: 'solid',
  borderWidth: '2px 0',
  left: '3px',
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
  fontSize: '0.75rem',
  lineHeight: 'calc(1rem - 4px)',
  paddingInline: '2px',
  // A tap on the part over the next nights is a tap on those nights.
  pointerEvents: 'none',
});
/** The label's width by the nights it runs across (1–7 in a week row, up to 31 in a timeline row), starting at midday on the arrival or at the row's start. */
// Up to 31: the timeline writes a label once per month row.
const NIGHTS = Array.from({ length: 31 }, (_, index) => index + 1);
export const labelWidth = styleVariants(Object.fromEntries(NIGHTS.map((n) => [n, { width: `calc(${n} * 100% - 6px)` }])));
export const labelWidthArriving = styleVariants(Object.fromEntries(NIGHTS.map((n) => [n, { left: 'calc(50% + 3px)', width: `calc(${n} * 100% - 50% - 6px)` }])));

/** A free night's price, where a bar would be: small and quiet. */
export const price = style({ ...lane(0, { fontSize: vars.fontSize.xs, lineHeight: '1.4rem' }), left: 0, right: 0, textAlign: 'center', fontSize: '0.6875rem', lineHeight: '1rem', color: vars.color.textMuted });

/** A swatch for the legend and the lists: the kind's fill, border and symbol. */
export const swatch = style({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', minWidth: '1.6rem', height: '1.3rem', borderRadius: vars.radius.full, borderWidth: '2px', borderStyle: 'solid', fontSize: '0.75rem', lineHeight: 1 });

const hatch = `repeating-linear-gradient(-45deg, ${vars.color.surfaceSubtle} 0 4px, ${vars.color.surface} 4px 8px)`;

/** Colour, border pattern and text colour per kind (the symbol in the label is the other cue). */
export const kind = styleVariants({
  guest: { background: vars.color.accent, color: vars.color.onAccent, borderColor: vars.color.accent },
  option: { background: vars.color.accentSurface, color: vars.color.accentText, borderColor: vars.color.accent, borderStyle: 'dashed' },
  request: { background: vars.color.infoSurface, color: vars.color.infoText, borderColor: vars.color.info, borderStyle: 'dashed' },
  pending: { background: vars.color.warningSurface, color: vars.color.warningText, borderColor: vars.color.warning, borderStyle: 'dotted' },
  own: { background: vars.color.successSurface, color: vars.color.successText, borderColor: vars.color.success },
  myRent: { background: vars.color.successSurface, color: vars.color.successText, borderColor: vars.color.success, borderStyle: 'double' },
  closed: { background: hatch, color: vars.color.text, borderColor: vars.color.textMuted },
  imported: { background: vars.color.infoSurface, color: vars.color.infoText, borderColor: vars.color.info },
  renew: { background: vars.color.warningSurface, color: vars.color.warningText, borderColor: vars.color.warning, borderStyle: 'double' },
  blocked: { background: vars.color.textMuted, color: vars.color.surface, borderColor: vars.color.textMuted },
} satisfies Record<EntryKind, StyleRule>);

