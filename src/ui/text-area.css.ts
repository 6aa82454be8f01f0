import { style } from '@vanilla-extract/css';
import { control } from './field.css';

/** Composed with the field control so these rules always come after it in the CSS. */
export const textarea = style([control, { resize: 'vertical', minHeight: '6rem' }]);
