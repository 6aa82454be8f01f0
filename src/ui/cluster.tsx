import type { HTMLAttributes } from 'react';
import * as styles from './cluster.css';

/** Props of {@link Cluster}; native attributes pass through. */
export interface ClusterProps extends HTMLAttributes<HTMLElement> {
  /** Space between children, from the theme's space scale; sm (0.75rem) by default. */
  gap?: keyof typeof styles.gap;
  /** Main-axis distribution; start by default. */
  justify?: keyof typeof styles.justify;
  /** Cross-axis alignment; center by default. */
  align?: keyof typeof styles.align;
  /** The element; `ul` for a row of links. */
  as?: 'div' | 'ul' | 'nav';
}

/** Children side by side, wrapping onto new lines when the screen is narrow: buttons, tags, links. */
export function Cluster({ gap = 'sm', justify = 'start', align = 'center', as: Tag = 'div', className, ...rest }: ClusterProps) {
  const classes = [styles.cluster, styles.gap[gap], styles.justify[justify], styles.align[align], className];
  return <Tag className={classes.filter(Boolean).join(' ')} {...rest} />;
}
