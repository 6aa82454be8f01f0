import { useLingui } from '@lingui/react';
import { Link } from 'wouter';
import type { Task } from '../../contract/dashboard';
import type { Urgency } from '../../domain/enumerations';
import { formatDay } from '../../i18n/format';
import { Card } from '../../ui/card';
import * as styles from './dashboard.css';
import { param, taskTexts } from './task-text';
import { UrgencyBadge } from './urgency-badge.view';
import { useOpensPage } from '../../ui/page-opens';

/** Tasks of one kind as one compact card: how many, and what to do with their list one tap away (each entry named apart). */
export function TaskGroup({ type, urgency, tasks }: { type: Task['type']; urgency: Urgency; tasks: readonly Task[] }) {
  const { i18n } = useLingui();
  const opens = useOpensPage();
  const title =
    type === 'RESERVATION'
      ? i18n._({ id: 'dashboard.taskGroup.reservation', message: '{count, plural, one {# arrival needs} other {# arrivals need}} preparing', values: { count: tasks.length } })
      : i18n._({ id: 'dashboard.taskGroup.other', message: '{title} ({count})', values: { title: i18n._(taskTexts[type].title), count: tasks.length } });
  return (
    <Card as="li" padding="sm" className={`${styles.item}${urgency === 'URGENT' ? ` ${styles.urgentCard}` : ''}`}>
      {/* One line for badge and title, the explanation with the list behind "Show the list": an agency's overview stays short. */}
      <div className={styles.groupHead}>
        <UrgencyBadge urgency={urgency} />
        <h3 className={styles.itemTitle}>{title}</h3>
      </div>
      <details className={styles.groupDetails}>
        <summary className={styles.groupSummary}>{i18n._({ id: 'dashboard.taskGroup.show', message: 'Show the list' })}</summary>
        <p>{i18n._(taskTexts[type].text)}</p>
        <ul className={styles.groupList}>
          {tasks.map((task) => {
            const name = entryName(task, i18n.locale) || i18n._(taskTexts[type].title);
            return <li key={task.id}>{opens(task.link) ? <Link href={task.link} className={styles.itemLink}>{name}</Link> : name}</li>;
          })}
        </ul>
      </details>
    </Card>
  );
}

/** Guest, home and date of a task: what tells it apart from the others of its kind. */
export function entryName(task: Task, locale: string): string {
  const date = param(task.params, 'arrivalDate');
  return [param(task.params, 'travellerName'), param(task.params, 'accommodationName', 'accommodation') ?? task.accommodationCode, date && formatDay(date, locale)].filter(Boolean).join(', ');
}
