import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

/** The page heading of a form page; focusable so navigation can move focus to it. */
export const heading = style({ fontSize: vars.fontSize['2xl'], lineHeight: vars.lineHeight.tight, margin: 0, outline: 'none' });

/** The sentence under the heading. */
export const lead = style({ color: vars.color.textMuted, margin: `${vars.space.sm} 0 0` });

/** A form's fields, one column, generous spacing; a readable measure on wide screens. */
export const form = style({ display: 'grid', gap: vars.space.lg, marginTop: vars.space.lg, maxWidth: '40rem' });

/** Buttons stacked full width (one primary action, then the others). */
export const actions = style({ display: 'grid', gap: vars.space.sm });

/** A row of secondary links under a form. */
export const links = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.lg}`, marginTop: vars.space.lg });

/** A text link (also for buttons that look like links), with a touch-sized hit area. */
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  color: vars.color.accentText,
  background: 'none',
  border: 'none',
  padding: 0,
  font: 'inherit',
  cursor: 'pointer',
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
});
