import { type FormEvent, startTransition, useActionState, useRef } from 'react';
import { errorMessage } from '../submission/errors';
import type { Outcome } from '../submission/useSubmission';
import { type FieldProblem, useFieldProblem } from './useFieldProblem';

/** What a send ends with: the line under the form, or a field to correct; nothing to show. */
export interface FormPostResult<F extends string> {
  outcome?: Outcome | null;
  problem?: FieldProblem<F> | null;
}

interface FormPostState<F extends string> {
  outcome: Outcome | null;
  problem: FieldProblem<F> | null;
}

/** The server's answer to a post sent without the app (the contracts' PostedForm). */
interface PostedForm {
  outcome: Outcome | null;
  problem: { field: string; message: string } | null;
  values: Record<string, string>;
}

interface FormPostOptions<F extends string> {
  /** The page's own path: where the browser sends the form itself while the app is not running. */
  path: string;
  /** Sends the form's data; `form` is there to clear fields after a success. */
  send: (data: FormData, form: HTMLFormElement) => Promise<FormPostResult<F> | undefined>;
  /** Words a failure; by default the API client's French text. */
  describe?: (failure: unknown) => string;
  /** The server's answer when this page is one, to a post sent before or without the app. */
  posted?: PostedForm;
}

/**
 * A public account form that works before the app. It is a real `<form method="post">` to its
 * page's own path, which the browser sends itself as long as the app has not started (the server
 * answers it: packages/server/src/web/forms.ts). Once the app runs, the same submit runs `send`
 * as a React action with the form's data. The inputs are uncontrolled (`name`, `defaultValue`
 * from `sentValue`), so what a visitor typed before the app started stays in them, and no control
 * waits for the app: a submit is never lost, and never sent twice.
 *
 * (`<form action={fn}>` is not used: the server renders it as a `javascript:` address that the
 * site's CSP blocks and that no browser can send without scripts.)
 */
export function useFormPost<F extends string>({
  path,
  send,
  describe = errorMessage,
  posted,
}: FormPostOptions<F>) {
  // A second Enter can arrive before the pending state has rendered.
  const running = useRef(false);
  const [state, dispatch, pending] = useActionState(
    async (_previous: FormPostState<F>, { data, form }: { data: FormData; form: HTMLFormElement }) => {
      try {
        const result = await send(data, form);
        return { outcome: result?.outcome ?? null, problem: result?.problem ?? null };
      } catch (failure) {
        return { outcome: { kind: 'error' as const, text: describe(failure) }, problem: null };
      } finally {
        running.current = false;
      }
    },
    {
      outcome: posted?.outcome ?? null,
      problem: (posted?.problem as FieldProblem<F> | null | undefined) ?? null,
    },
  );
  const { idOf, errorOf } = useFieldProblem<F>(pending ? null : state.problem);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (running.current) return;
    running.current = true;
    const form = event.currentTarget;
    const data = new FormData(form);
    startTransition(() => dispatch({ data, form }));
  }

  return {
    pending,
    /** The line under the form; none while a send runs. */
    outcome: pending ? null : state.outcome,
    idOf,
    errorOf,
    /** The value a field starts with: what the visitor sent without the app, else empty. */
    sentValue: (name: string) => posted?.values[name] ?? '',
    /** Spread on the <Form>. */
    formProps: { method: 'post', action: path, onSubmit } as const,
  };
}

/** Empties fields after a success (the spec's passwords, address, consent…). */
export function clearFields(form: HTMLFormElement, names: readonly string[]) {
  for (const name of names) {
    const control = form.elements.namedItem(name);
    if (control instanceof HTMLInputElement && control.type === 'checkbox') control.checked = false;
    else if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement)
      control.value = '';
  }
}

/** The text of a field of a form's data ('' when absent). */
export const fieldOf = (data: FormData, name: string) => {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
};
