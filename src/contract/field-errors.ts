import * as z from 'zod/mini';

/** The wire form of field errors: each dotted payload path ('' for the payload itself) with the zod issue codes found there. */
export type FieldErrors = Record<string, string[]>;

/** A field's problem in the terms forms show: empty, too short, too long, or otherwise not accepted. */
export type FieldIssue = 'missing' | 'tooShort' | 'tooLong' | 'invalid';

type Issue = { readonly code: string; readonly path: readonly PropertyKey[]; readonly input?: unknown };

/** Groups zod issues by dotted path (the server's 400 `invalid_request` body). */
export function fieldErrorsFrom(issues: readonly Issue[]): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const issue of issues) {
    const codes = (fieldErrors[issue.path.map(String).join('.')] ??= []);
    if (!codes.includes(issue.code)) codes.push(issue.code);
  }
  return fieldErrors;
}

function issueOf(issue: Issue): FieldIssue {
  if (issue.code === 'too_small') return issue.input === '' ? 'missing' : 'tooShort';
  if (issue.code === 'too_big') return 'tooLong';
  if (issue.code === 'invalid_type' && issue.input === undefined) return 'missing';
  return issue.input === '' ? 'missing' : 'invalid';
}

/**
 * Checks a form with the contract's schema of its request: the first problem per dotted path, or
 * an empty record when the server would accept it. Machines' guards use this, the server's body
 * parsing the same schema, so a rule lives in the contract only.
 */
export function fieldIssuesOf(schema: z.core.$ZodType, input: unknown): Record<string, FieldIssue> {
  const result = z.safeParse(schema, input, { reportInput: true });
  const issues: Record<string, FieldIssue> = {};
  if (result.success) return issues;
  for (const issue of result.error.issues) issues[issue.path.map(String).join('.')] ??= issueOf(issue);
  return issues;
}

/** Whether the server would accept the input. */
export function accepts(schema: z.core.$ZodType, input: unknown): boolean {
  return z.safeParse(schema, input).success;
}

/** A field's problem as the contact, referral and 2FA contact forms show it: too short reads as not accepted. */
export type FormProblem = Exclude<FieldIssue, 'tooShort'>;

/** The first problem per listed field, checked with the contract's schema of the request. */
export function problemsOf<F extends string>(schema: z.core.$ZodType, input: unknown, fields: readonly F[]): Partial<Record<F, FormProblem>> {
  const issues = fieldIssuesOf(schema, input);
  const problems: Partial<Record<F, FormProblem>> = {};
  for (const field of fields) {
    const issue = issues[field];
    if (issue) problems[field] = issue === 'tooShort' ? 'invalid' : issue;
  }
  return problems;
}

/** The listed fields among those the server refused, each as not accepted. */
export function refusedProblems<F extends string>(refused: readonly string[], fields: readonly F[]): Partial<Record<F, FormProblem>> {
  return Object.fromEntries(fields.filter((field) => refused.includes(field)).map((field) => [field, 'invalid'])) as Partial<Record<F, FormProblem>>;
}
