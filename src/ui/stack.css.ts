import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css';

// A list laid out as a stack has no bullets and no indent: its items are cards or rows, edge to edge with the page.
export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  selectors: { 'ul&, ol&': { margin: 0, paddingInlineStart: 0, listStyle: 'none' } },
});

export const gap = styleVariants(vars.space, (space) => ({ gap: space }));

export const align = styleVariants({
  stretch: { alignItems: 'stretch' },
  start: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  end: { alignItems: 'flex-end' },
});
