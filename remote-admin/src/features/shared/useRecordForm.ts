import { type Pending, useSubmission } from '@lapm/forms';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';

/** What Save would send, or why it stays disabled (shown as the hint beside it). */
export type FormCheck<P> = { payload: P; problem: null } | { payload: null; problem: string };

/**
 * An admin form over a record: the values as typed, checked at every change, and its save and
 * delete, one call at a time, then back to the list. A failure is shown on the form, which
 * keeps what was typed.
 */
export function useRecordForm<V extends { [K in keyof V]: string }, P>(
  initial: () => V,
  check: (values: V) => FormCheck<P>,
  listPath: string,
) {
  const navigate = useNavigate();
  const [values, setValues] = useState(initial);
  const { pending, error, run } = useSubmission();
  const { payload, problem } = check(values);

  const act = (kind: Exclude<Pending, null>, call: () => Promise<unknown>) =>
    void run(kind, async () => {
      await call();
      navigate(listPath);
      return undefined;
    });

  return {
    values,
    change: (field: keyof V, value: string) => setValues((current) => ({ ...current, [field]: value })),
    pending,
    /** What Save would send, or null. */
    payload,
    /** Why Save stays disabled, or null. */
    problem,
    /** The form's submit handler: sends the checked payload, if there is one. */
    save: (send: (payload: P) => Promise<unknown>) => (event: FormEvent) => {
      event.preventDefault();
      if (payload !== null) act('save', () => send(payload));
    },
    /** Sends a payload as Save does, once the admin confirmed what the form asked her. */
    send: (send: (confirmed: P) => Promise<unknown>, confirmed: P) => act('save', () => send(confirmed)),
    /** The props of the form's FormActions; with `remove`, a Delete button that asks first. */
    actions: (remove?: {
      text: { confirmTitle: string; confirmQuestion: string };
      call: () => Promise<unknown>;
    }) => ({
      pending,
      canSave: payload !== null,
      hint: problem,
      error,
      remove: remove && {
        title: remove.text.confirmTitle,
        question: remove.text.confirmQuestion,
        onConfirm: () => act('delete', remove.call),
      },
    }),
  };
}
