import { useLingui } from '@lingui/react';
import { Link } from 'wouter';
import type { Task } from '../../contract/dashboard';
import { Card } from '../../ui/card';
import { ChevronRightIcon } from '../../ui/icon';
import * as styles from './dashboard.css';
import { formatDay } from '../../i18n/format';
import { ibanTaskTexts, param, taskTexts } from './task-text';
import { entryName } from './task-group.view';
import { UrgencyBadge } from './urgency-badge.view';
import { VisuallyHidden } from '../../ui/visually-hidden';
import { useOpensPage } from '../../ui/page-opens';

/** One task: urgency, what to do (a link to where it is done, once that page exists), for which home and by when. */
export function TaskItem({ task }: { task: Task }) {
  const { i18n } = useLingui();
  const texts = task.type === 'IBAN' ? ibanTaskTexts(task) : taskTexts[task.type];
  const home = param(task.params, 'accommodationName', 'accommodation') ?? task.accommodationCode;
  const guest = param(task.params, 'travellerName');
  // A task whose page is not built yet (or not allowed) is still shown, without a dead link.
  const opens = useOpensPage()(task.link);
  const context = entryName(task, i18n.locale);
  return (
    <Card as="li" padding="sm" className={`${styles.item}${task.urgency === 'URGENT' ? ` ${styles.urgentCard}` : ''}`}>
      <div className={styles.groupHead}>
        <UrgencyBadge urgency={task.urgency} />
        <h3 className={styles.itemTitle}>
          {opens ? (
            <Link href={task.link} className={styles.itemLink}>
              {i18n._(texts.title)}
              {/* Two tasks of one kind (two renewals) must not share a link name. */}
              {context && <VisuallyHidden>, {context}</VisuallyHidden>}
              <ChevronRightIcon size="sm" />
            </Link>
          ) : (
            i18n._(texts.title)
          )}
        </h3>
      </div>
      <p>{i18n._(texts.text)}</p>
      {(home || guest || task.dueDate) && (
        <p className={styles.meta}>
          {guest && <span>{guest}</span>}
          {home && <span>{home}</span>}
          {task.dueDate && (
            <span>
              {i18n._({ id: 'dashboard.task.due', message: 'By {date}', values: { date: formatDay(task.dueDate, i18n.locale) } })}
            </span>
          )}
        </p>
      )}
    </Card>
  );
}
