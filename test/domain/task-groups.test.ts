import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Urgencies } from '../../src/domain/enumerations';
import { groupTasks } from '../../src/domain/task-groups';
import { numRuns } from '../support/fast-check';

const task = fc.record({ id: fc.uuid(), type: fc.constantFrom('RESERVATION', 'RENEWAL', 'IBAN'), urgency: fc.constantFrom(...Urgencies) });
const tasks = fc.uniqueArray(task, { selector: (t) => t.id, maxLength: 30 });

describe('groupTasks', () => {
  it('shows every task exactly once, in order within its type, grouping exactly the types with min or more', () => {
    fc.assert(
      fc.property(tasks, fc.integer({ min: 2, max: 5 }), (list, min) => {
        const entries = groupTasks(list, min);
        const shown = entries.flatMap((e) => (e.kind === 'single' ? [e.task] : e.tasks));
        expect([...shown].sort((a, b) => a.id.localeCompare(b.id))).toEqual([...list].sort((a, b) => a.id.localeCompare(b.id)));
        for (const entry of entries) {
          const count = list.filter((t) => t.type === (entry.kind === 'single' ? entry.task.type : entry.type)).length;
          expect(entry.kind === 'group').toBe(count >= min);
          if (entry.kind === 'group') expect(entry.tasks).toEqual(list.filter((t) => t.type === entry.type));
        }
      }),
      { numRuns: numRuns() },
    );
  });

  it('gives a group its most urgent urgency', () => {
    const entries = groupTasks(
      [
        { type: 'RESERVATION', urgency: 'ONGOING' as const },
        { type: 'RENEWAL', urgency: 'WARNING' as const },
        { type: 'RESERVATION', urgency: 'URGENT' as const },
        { type: 'RESERVATION', urgency: 'NONE' as const },
      ],
      3,
    );
    expect(entries.map((e) => (e.kind === 'group' ? `${e.type}×${e.tasks.length}:${e.urgency}` : e.task.type))).toEqual(['RESERVATION×3:URGENT', 'RENEWAL']);
  });
});
