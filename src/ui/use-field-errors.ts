import { useState } from 'react';

/** Problems per field: translated texts, or codes a view turns into texts. */
type Errors<K extends string, T extends string = string> = Partial<Record<K, T>>;

/**
 * What a form shows of the errors reported at its last submit, given the values now: an error the
 * client's `check` found stays only while the value still fails (with the check's current text),
 * an error only the server found stays while its field keeps the value it was sent with, and an
 * error of no field (`form`) stays until the next submit. So a fixed value loses its error at once.
 */
export function visibleErrors<V extends object, K extends string, T extends string>(reported: Errors<K, T>, sent: V, values: V, check: (values: V) => Errors<NoInfer<K>, T>): Errors<K, T> {
  const now = check(values);
  const before = check(sent);
  const shown: Errors<K, T> = {};
  for (const key of Object.keys(reported) as K[]) {
    if (reported[key] === undefined) continue;
    const field = key as unknown as keyof V;
    const text = now[key] ?? (before[key] === undefined && values[field] === sent[field] ? reported[key] : undefined);
    if (text !== undefined) shown[key] = text;
  }
  return shown;
}

/**
 * The field errors of a form held in component state (see {@link visibleErrors}): `report` after
 * a submit (the client check's errors or the server's), `errors` is what to show now.
 */
export function useFieldErrors<V extends object, K extends string>(values: V, check: (values: V) => Errors<K>) {
  const [reported, setReported] = useState<{ errors: Errors<K>; sent: V }>({ errors: {}, sent: values });
  const failed = Object.values(reported.errors).some((text) => text !== undefined);
  return {
    errors: visibleErrors(reported.errors, reported.sent, values, check),
    /** New at each submit that found problems, else null: the key of `useFocusWhen` for the error summary. */
    focusKey: failed ? reported : null,
    /** Records errors for the values just submitted (an empty object clears them). */
    report: (errors: Errors<K>, sent: V = values) => setReported({ errors, sent }),
    /** Checks the values as they are, records the result and tells whether they passed. */
    validate: (): boolean => {
      const errors = check(values);
      setReported({ errors, sent: values });
      return Object.values(errors).every((text) => text === undefined);
    },
  };
}
