import type { ReactNode } from 'react';
import * as styles from './empty-state.css';

/** Props of {@link EmptyState}. Texts are already translated. */
export interface EmptyStateProps {
  /** A decorative icon, e.g. `<CalendarIcon size="xl" />`. */
  icon?: ReactNode;
  /** What is missing, e.g. "No bookings yet". */
  title: string;
  /** What will appear here and how to get it. */
  text?: ReactNode;
  /** One way forward, e.g. a LinkButton. */
  action?: ReactNode;
  /** Level of the title heading in the page outline; 2 by default. */
  headingLevel?: 2 | 3 | 4;
}

/** Shown where a list or page has nothing yet: says what will appear and how to get it. */
export function EmptyState({ icon, title, text, action, headingLevel = 2 }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.root}>
      {icon && <span className={styles.icon}>{icon}</span>}
      <Heading className={styles.title}>{title}</Heading>
      {text && <p className={styles.text}>{text}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
