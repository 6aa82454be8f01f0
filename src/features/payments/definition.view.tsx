import type { ReactNode } from 'react';
import * as styles from './payments.css';

/** One term and its value in a payments definition list (`<dl className={styles.definitionList}>`). */
export function Definition({ term, value }: { term: string; value: ReactNode }) {
  return (
    <div className={styles.definition}>
      <dt className={styles.definitionTerm}>{term}</dt>
      <dd className={styles.definitionValue}>{value}</dd>
    </div>
  );
}
