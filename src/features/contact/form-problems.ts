import { fieldIssuesOf, type FieldIssue } from '../../contract/field-errors';
import { failureOf } from '../../ports/gateway-error';

/** A field's problem as the contact and referral forms show it. */
export type FormProblem = Exclude<FieldIssue, 'tooShort'>;

/** The first problem per listed field, checked with the contract's schema of the request. */
export function problemsOf<F extends string>(schema: Parameters<typeof fieldIssuesOf>[0], input: unknown, fields: readonly F[]): Partial<Record<F, FormProblem>> {
  const issues = fieldIssuesOf(schema, input);
  const problems: Partial<Record<F, FormProblem>> = {};
  for (const field of fields) {
    const issue = issues[field];
    if (issue) problems[field] = issue === 'tooShort' ? 'invalid' : issue;
  }
  return problems;
}

/** The fields a 400 answer named, among the listed ones. */
export function refusedFields<F extends string>(error: unknown, fields: readonly F[]): Partial<Record<F, FormProblem>> {
  const failure = failureOf(error);
  const refused = failure.kind === 'http' && failure.status === 400 ? Object.keys(failure.fieldErrors ?? {}) : [];
  return Object.fromEntries(fields.filter((field) => refused.includes(field)).map((field) => [field, 'invalid'])) as Partial<Record<F, FormProblem>>;
}

/** Whether an error is the server refusing named fields (400 with field errors). */
export function isFieldRefusal(error: unknown): boolean {
  const failure = failureOf(error);
  return failure.kind === 'http' && failure.status === 400 && Object.keys(failure.fieldErrors ?? {}).length > 0;
}
