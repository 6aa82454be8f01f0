import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { visibleErrors } from '../../src/ui/use-field-errors';
import { numRuns } from '../support/fast-check';

interface Form {
  name: string;
  code: string;
}
type Key = keyof Form | 'form';
// The client's rule: a name must not be empty. Whether a code is right only the server knows.
const check = (values: Form) => ({ name: values.name === '' ? 'missing' : undefined });
const form = fc.record({ name: fc.constantFrom('', 'a', 'ab'), code: fc.constantFrom('1', '2') });
const reported = fc.record({ name: fc.option(fc.constantFrom('missing', 'taken'), { nil: undefined }), code: fc.option(fc.constant('wrong'), { nil: undefined }), form: fc.option(fc.constant('failed'), { nil: undefined }) }, { requiredKeys: [] });

describe('visibleErrors', () => {
  it('never shows an error for a value the client check now accepts, unless only the server found it and the value is unchanged', () => {
    fc.assert(
      fc.property(reported, form, form, (errors, sent, now) => {
        const shown = visibleErrors<Form, Key, string>(errors, sent, now, check);
        if (errors.name !== undefined && now.name !== '') {
          const serverOnly = check(sent).name === undefined;
          expect(shown.name).toBe(serverOnly && now.name === sent.name ? errors.name : undefined);
        }
        if (errors.name !== undefined && now.name === '') expect(shown.name).toBe('missing');
        expect(shown.code).toBe(errors.code !== undefined && now.code === sent.code ? 'wrong' : undefined);
        expect(shown.form).toBe(errors.form);
      }),
      { numRuns: numRuns() },
    );
  });

  it('shows nothing that was not reported', () => {
    fc.assert(
      fc.property(form, form, (sent, now) => {
        expect(visibleErrors<Form, Key, string>({}, sent, now, check)).toEqual({});
      }),
      { numRuns: numRuns() },
    );
  });
});
