import type { ReactNode } from 'react';
import { Card } from '../../ui/card';
import { EmptyState } from '../../ui/empty-state';
import { type QueryLike, QueryState } from '../../ui/query-state';
import * as styles from './contact.css';
import { listLoadError } from './list-load-error';

/** One card of the list: what it is about, where it stands, and when. */
interface StatusCard {
  readonly key: string;
  readonly title: ReactNode;
  readonly status: string;
  readonly line: string;
}

interface StatusListProps<T> {
  /** The heading's id (the section is labelled by it). */
  readonly id: string;
  readonly className?: string;
  readonly title: string;
  readonly loading: string;
  readonly empty: { readonly title: string; readonly text: string };
  readonly query: QueryLike<{ readonly content: readonly T[] }>;
  readonly card: (entry: T) => StatusCard;
}

/** A section listing what the owner sent us (messages, recommendations) with where each stands. */
export function StatusList<T>({ id, className, title, loading, empty, query, card }: StatusListProps<T>) {
  return (
    <section className={className ? `${styles.cardBody} ${className}` : styles.cardBody} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      <QueryState skeleton="list" errorOf={listLoadError} query={query} loading={loading}>
        {({ content }) =>
          content.length === 0 ? (
            <EmptyState headingLevel={3} title={empty.title} text={empty.text} />
          ) : (
            <ul className={styles.list}>
              {content.map((entry) => {
                const shown = card(entry);
                return (
                  <Card as="li" key={shown.key}>
                    <div className={styles.cardBody}>
                      <h3 className={styles.title}>{shown.title}</h3>
                      <span className={styles.badge}>{shown.status}</span>
                      <p className={styles.muted}>{shown.line}</p>
                    </div>
                  </Card>
                );
              })}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}
