import { type Urgency, Urgencies } from './enumerations';

/** One task shown alone, or several of one kind shown as one entry with their list behind it. */
export type TaskEntry<T> = { readonly kind: 'single'; readonly task: T } | { readonly kind: 'group'; readonly type: string; readonly urgency: Urgency; readonly tasks: readonly T[] };

/**
 * Tasks in the order the server sent them, with `min` or more of one type folded into one group at
 * the place of its first task, carrying its most urgent urgency: an agency with 24 homes sees
 * "10 arrivals need preparing" once instead of ten identical cards.
 */
export function groupTasks<T extends { readonly type: string; readonly urgency: Urgency }>(tasks: readonly T[], min: number): TaskEntry<T>[] {
  const byType = new Map<string, T[]>();
  for (const task of tasks) byType.set(task.type, [...(byType.get(task.type) ?? []), task]);
  const entries: TaskEntry<T>[] = [];
  for (const task of tasks) {
    const same = byType.get(task.type)!;
    if (same.length < min) entries.push({ kind: 'single', task });
    else if (same[0] === task) entries.push({ kind: 'group', type: task.type, urgency: mostUrgent(same.map((t) => t.urgency)), tasks: same });
  }
  return entries;
}

function mostUrgent(urgencies: readonly Urgency[]): Urgency {
  return urgencies.reduce((a, b) => (Urgencies.indexOf(b) > Urgencies.indexOf(a) ? b : a), 'NONE');
}
