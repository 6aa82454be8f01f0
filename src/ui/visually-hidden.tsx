import type { HTMLAttributes } from 'react';
import { visuallyHidden } from './global.css';

/** Props of {@link VisuallyHidden}. */
export interface VisuallyHiddenProps extends HTMLAttributes<HTMLElement> {
  /** Element to render; a `span` by default so it can sit inside running text and buttons. */
  as?: 'span' | 'div' | 'p' | 'h2' | 'h3';
}

/** Text for screen readers only: off screen, still read and still found by `getByText`. */
export function VisuallyHidden({ as: Tag = 'span', className, ...rest }: VisuallyHiddenProps) {
  return <Tag className={className ? `${visuallyHidden} ${className}` : visuallyHidden} {...rest} />;
}
