import { type ReactNode, useId, useLayoutEffect, useState } from 'react';
import type { z } from 'zod';

/** The one validation message a form shows, on the field it is about. */
export interface FieldProblem<F extends string> {
  field: F;
  message: string;
}

/** The first issue of a failed zod parse: issues follow the schema's field order. */
export function firstProblem<F extends string>(error: z.ZodError): FieldProblem<F> {
  const issue = error.issues[0];
  return { field: String(issue?.path[0]) as F, message: issue?.message ?? '' };
}

/**
 * Validation feedback of a form: the message sits under its field (tied to it by the
 * field's aria-describedby and aria-invalid), is announced as an alert, and focus moves
 * to that field after every failed submit, even when the message has not changed.
 */
export function useFieldProblem<F extends string>(
  /** The problem held elsewhere (a form action's state), instead of this hook's own. */
  given?: FieldProblem<F> | null,
) {
  const prefix = useId();
  const [own, setProblem] = useState<FieldProblem<F> | null>(null);
  const problem = given === undefined ? own : given;

  // Before paint: the field is focused as its message appears.
  useLayoutEffect(() => {
    if (problem) document.getElementById(`${prefix}${problem.field}`)?.focus();
  }, [problem, prefix]);

  return {
    problem,
    setProblem,
    /** The id to give the field's control, so that focus can reach it. */
    idOf: (field: F) => `${prefix}${field}`,
    /** The `error` prop of the field's control. */
    errorOf: (field: F): ReactNode =>
      problem?.field === field ? <span role="alert">{problem.message}</span> : undefined,
  };
}
