import { style } from '@vanilla-extract/css';
import { control } from './field.css';
import { vars } from './theme.css';

/** Six large monospaced digits, spaced apart so each one is easy to check against the message. */
export const input = style([control, {
  maxWidth: '13ch',
  minHeight: '56px',
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize['2xl'],
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: '0.3em',
  paddingInline: vars.space.sm,
}]);
