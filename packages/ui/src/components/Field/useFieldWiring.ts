import { type ReactNode, useId } from 'react';

/**
 * The ids that tie a control to its label, hint and error: aria-describedby lists the
 * hint and the error when present, aria-invalid is set only while there is an error.
 */
export function useFieldWiring({ id, hint, error }: { id?: string; hint?: ReactNode; error?: ReactNode }) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return {
    controlId,
    hintId,
    errorId,
    controlProps: {
      id: controlId,
      'aria-describedby': describedBy,
      'aria-invalid': error ? true : undefined,
    },
  };
}
