import { assign, fromPromise, setup } from 'xstate';
import { fieldIssuesOf } from '../../contract/field-errors';
import { type TaxLegalData, TaxNumber } from '../../contract/profile';
import { failureOf } from '../../ports/gateway-error';

/** Per record id, why its entered number was refused. */
export type TaxIdErrors = Record<string, 'missing' | 'invalid'>;

/** The numbers the owner still has to enter: every record without one. */
export const missingRecords = (records: TaxLegalData) => records.filter((r) => r.taxNumber === null);

/** Checks entered numbers with the contract's TaxNumber schema; an empty field is "missing". */
export function validateTaxIds(records: TaxLegalData, values: Record<string, string>): TaxIdErrors {
  const errors: TaxIdErrors = {};
  for (const { id } of missingRecords(records)) {
    const value = (values[id] ?? '').trim();
    if (value === '') errors[id] = 'missing';
    else if (fieldIssuesOf(TaxNumber, value)[''] !== undefined) errors[id] = 'invalid';
  }
  return errors;
}

interface TaxIdContext {
  records: TaxLegalData;
  errors: TaxIdErrors;
  failed: boolean;
}

/** /tax-id: load the legal data, enter the missing tax numbers, save, continue (`leave`). */
export const taxIdMachine = setup({
  types: {
    context: {} as TaxIdContext,
    events: {} as { type: 'taxIds.submit'; values: Record<string, string> } | { type: 'taxIds.retry' } | { type: 'taxIds.skip' },
  },
  actors: {
    loadRecords: fromPromise<TaxLegalData>(() => Promise.reject(new Error('loadRecords not provided'))),
    saveTaxIds: fromPromise<TaxLegalData, { id: string; taxNumber: string }[]>(() => Promise.reject(new Error('saveTaxIds not provided'))),
  },
  actions: { leave: () => {} },
  guards: {
    nothingMissing: (_, records: TaxLegalData) => missingRecords(records).length === 0,
    valid: ({ context }, values: Record<string, string>) => Object.keys(validateTaxIds(context.records, values)).length === 0,
  },
}).createMachine({
  id: 'taxId',
  context: { records: [], errors: {}, failed: false },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadRecords',
        src: 'loadRecords',
        onDone: [
          { guard: { type: 'nothingMissing', params: ({ event }) => event.output }, target: 'done' },
          { target: 'editing', actions: assign({ records: ({ event }) => event.output, failed: false }) },
        ],
        onError: { target: 'loadFailed' },
      },
    },
    loadFailed: { on: { 'taxIds.retry': 'loading' } },
    editing: {
      on: {
        'taxIds.submit': [
          { guard: { type: 'valid', params: ({ event }) => event.values }, target: 'saving', actions: assign({ errors: {}, failed: false }) },
          { actions: assign({ errors: ({ context, event }) => validateTaxIds(context.records, event.values) }) },
        ],
        'taxIds.skip': 'done',
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveTaxIds',
        src: 'saveTaxIds',
        input: ({ context, event }) => {
          const { values } = event as { values: Record<string, string> };
          return missingRecords(context.records).map(({ id }) => ({ id, taxNumber: (values[id] ?? '').trim() }));
        },
        onDone: 'done',
        onError: {
          target: 'editing',
          actions: assign(({ context, event }) => {
            const failure = failureOf(event.error);
            if (failure.kind !== 'http' || failure.status !== 400) return { failed: true, errors: {} };
            return { failed: false, errors: Object.fromEntries(missingRecords(context.records).map((r) => [r.id, 'invalid' as const])) };
          }),
        },
      },
    },
    done: { type: 'final', entry: 'leave' },
  },
});
