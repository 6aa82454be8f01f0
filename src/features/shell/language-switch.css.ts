import { style } from '@vanilla-extract/css';
import { media, vars } from '../../ui/theme.css';

export const wrapper = style({ position: 'relative', display: 'inline-flex', flexShrink: 0, alignItems: 'center', gap: vars.space['2xs'] });

/** Under the switch, over the page: the header keeps its one row. */
export const warning = style({
  position: 'absolute',
  top: '100%',
  right: 0,
  zIndex: 20,
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['2xs'],
  width: 'min(18rem, calc(100vw - 2rem))',
  marginTop: vars.space['2xs'],
  padding: vars.space.xs,
  border: `1px solid ${vars.color.warning}`,
  borderRadius: vars.radius.md,
  background: vars.color.warningSurface,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
});

export const warningText = style({ margin: 0, fontSize: vars.fontSize.sm });

export const label = style({ display: 'inline-flex', color: vars.color.textMuted });

/** The switch itself: on phones the shown code with the select over it, from md the select alone. */
export const box = style({
  position: 'relative',
  display: 'inline-flex',
  borderRadius: vars.radius.md,
  selectors: { '&:focus-within': { outline: `${vars.size.focusRing} solid ${vars.color.focus}`, outlineOffset: '2px' } },
  '@media': { [media.md]: { selectors: { '&:focus-within': { outline: 'none' } } } },
});

/** The language's code as phones show it: never cut, never an empty box. */
export const shown = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2px',
  minHeight: vars.size.touch,
  minWidth: vars.size.touch,
  padding: `0 ${vars.space['2xs']} 0 ${vars.space.xs}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  whiteSpace: 'nowrap',
  '@media': { [media.md]: { display: 'none' } },
});

export const select = style({
  // Phones: invisible over the shown code, so a tap opens the native picker.
  position: 'absolute',
  inset: 0,
  width: '100%',
  opacity: 0,
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.xs}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  '@media': { [media.md]: { position: 'static', width: 'auto', opacity: 1 } },
});
