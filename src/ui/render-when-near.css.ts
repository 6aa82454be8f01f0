import { style } from '@vanilla-extract/css';

/**
 * For blocks that mostly start below the fold (a long list's items, a page's later sections): the
 * browser skips their style and layout until they come near the viewport. On a phone the first
 * view's style and layout, and the restyle when the whole stylesheet arrives after it, were a
 * server-rendered page's longest tasks (issue 23). Still in the accessibility tree and found by
 * find-in-page. `auto` keeps a block's real height once it has rendered; the estimate only sizes
 * the scrollbar before that. The clip margin lets focus rings (3px, 2px out) show past the block's
 * edge, which its paint containment would cut off; a plain length, as Chromium computes a calc()
 * there as 0.
 */
export const renderWhenNear = style({
  contentVisibility: 'auto',
  containIntrinsicBlockSize: 'auto 20rem',
  overflowClipMargin: '6px',
});
