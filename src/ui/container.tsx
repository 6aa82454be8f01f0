import type { HTMLAttributes } from 'react';
import { container } from './container.css';

/** Props of {@link Container}; native attributes pass through. */
export interface ContainerProps extends HTMLAttributes<HTMLElement> {
  /** The element: a div by default, or a landmark such as `main`, `header` or `footer`. */
  as?: 'div' | 'main' | 'header' | 'footer' | 'section' | 'nav';
}

/** The page column: centred, at most 1272px wide, padded at the sides (1rem on phones, 2rem from md). */
export function Container({ as: Tag = 'div', className, ...rest }: ContainerProps) {
  return <Tag className={className ? `${container} ${className}` : container} {...rest} />;
}
