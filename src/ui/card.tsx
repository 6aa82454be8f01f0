import type { HTMLAttributes } from 'react';
import * as styles from './card.css';

/** Props of {@link Card}; native attributes pass through. */
export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** The element: a div by default; `article`/`section` when the card has its own heading, `li` in lists. */
  as?: 'div' | 'section' | 'article' | 'li';
  /** Inner padding: none, sm, md (default) or lg. */
  padding?: 'none' | 'sm' | 'md' | 'lg';
}

/** A surface that groups related content: white (dark grey in dark mode), border, soft shadow. */
export function Card({ as: Tag = 'div', padding, className, ...rest }: CardProps) {
  return <Tag className={[styles.card({ padding }), className].filter(Boolean).join(' ')} {...rest} />;
}
