/** What a draft saved as she types must be: the schema of its publish, less typing in progress. */
import type { z } from './zod';

type Issue = z.core.$ZodIssue;

/**
 * Whether a problem of a document is one that typing leaves on the way: an emptied text or amount,
 * a date, an address or a key half typed, a rule across fields (a card's target, the six formats). A
 * draft may have these; it may not have another shape (a missing field, a wrong kind of value),
 * nor go past the sizes the publish allows.
 */
export function typedOnTheWay(issue: Issue): boolean {
  switch (issue.code) {
    case 'too_small':
    case 'invalid_format':
    case 'custom':
      return true;
    case 'invalid_type':
      // An emptied amount field is sent as null (JSON has no NaN).
      return issue.expected === 'number';
    case 'invalid_union':
      return issue.errors.some((branch) => branch.every(typedOnTheWay));
    default:
      return false;
  }
}

/**
 * Whether `input` is a draft of what `schema` publishes: only problems of typing in progress
 * (typedOnTheWay). The server keeps such a draft as typed; publishing checks it whole.
 */
export function isDraftOf(schema: z.ZodType, input: unknown): boolean {
  const parsed = schema.safeParse(input);
  return parsed.success || parsed.error.issues.every(typedOnTheWay);
}
