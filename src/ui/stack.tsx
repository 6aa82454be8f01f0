import type { HTMLAttributes } from 'react';
import * as styles from './stack.css';

/** Props of {@link Stack}; native attributes pass through. */
export interface StackProps extends HTMLAttributes<HTMLElement> {
  /** Space between children, from the theme's space scale; md (1rem) by default. */
  gap?: keyof typeof styles.gap;
  /** Cross-axis alignment; stretch (full width) by default. */
  align?: keyof typeof styles.align;
  /** The element; `ul`/`ol` for lists (drawn without bullets or indent, and kept a list for Safari's VoiceOver by `role="list"`). */
  as?: 'div' | 'section' | 'ul' | 'ol' | 'form' | 'fieldset';
}

/** Children one under another with even spacing: the basic page and form layout. */
export function Stack({ gap = 'md', align = 'stretch', as: Tag = 'div', className, ...rest }: StackProps) {
  const classes = [styles.stack, styles.gap[gap], styles.align[align], className].filter(Boolean).join(' ');
  const list = Tag === 'ul' || Tag === 'ol' ? { role: 'list' } : {};
  return <Tag className={classes} {...list} {...rest} />;
}
