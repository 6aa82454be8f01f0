import { useLingui } from '@lingui/react';
import { useState } from 'react';
import type { Task } from '../../contract/dashboard';
import { CheckCircleIcon } from '../../ui/icon';
import { EmptyState } from '../../ui/empty-state';
import * as styles from './dashboard.css';
import { groupTasks, type TaskEntry } from '../../domain/task-groups';
import { TaskGroup } from './task-group.view';
import { TaskItem } from './task-item.view';

/** From this many tasks of one kind on, they show as one card with their list behind it. */
const GROUP_FROM = 3;

/** Entries shown before "Show … more tasks": the server sends the most urgent first, and the overview stays about three screens on a phone. */
const SHOWN_TASKS = 3;

/** "To do": the tasks the server found for the account, or a calm "nothing to do". */
export function TaskList({ tasks }: { tasks: readonly Task[] }) {
  const { i18n } = useLingui();
  return (
    <section className={styles.section} aria-labelledby="dashboard-tasks">
      <h2 id="dashboard-tasks" className={styles.sectionTitle}>
        {i18n._({ id: 'dashboard.tasks', message: 'To do' })}
      </h2>
      {tasks.length === 0 ? (
        <EmptyState
          headingLevel={3}
          icon={<CheckCircleIcon size="xl" />}
          title={i18n._({ id: 'dashboard.tasks.empty', message: 'Nothing to do right now' })}
          text={i18n._({ id: 'dashboard.tasks.emptyText', message: 'When something needs you, such as a contract renewal or missing bank details, it appears here.' })}
        />
      ) : (
        <TaskEntries entries={groupTasks(tasks, GROUP_FROM)} />
      )}
    </section>
  );
}

/** The first entries, and the rest one tap away behind a disclosure. */
function TaskEntries({ entries }: { entries: readonly TaskEntry<Task>[] }) {
  const { i18n } = useLingui();
  const rest = entries.slice(SHOWN_TASKS);
  // The summary says what a tap does now: show the rest, or (once open) fold them away again.
  const [open, setOpen] = useState(false);
  return (
    <>
      <ul className={styles.list}>{entries.slice(0, SHOWN_TASKS).map(renderEntry)}</ul>
      {rest.length > 0 && (
        <details className={styles.moreTasks} onToggle={(event) => setOpen(event.currentTarget.open)}>
          <summary className={styles.groupSummary}>
            {open
              ? i18n._({ id: 'dashboard.tasks.fewer', message: 'Show fewer tasks' })
              : i18n._({ id: 'dashboard.tasks.more', message: '{count, plural, one {Show # more task} other {Show # more tasks}}', values: { count: rest.length } })}
          </summary>
          <ul className={styles.list}>{rest.map(renderEntry)}</ul>
        </details>
      )}
    </>
  );
}

function renderEntry(entry: TaskEntry<Task>) {
  return entry.kind === 'single' ? <TaskItem key={entry.task.id} task={entry.task} /> : <TaskGroup key={entry.type} type={entry.type as Task['type']} urgency={entry.urgency} tasks={entry.tasks} />;
}
