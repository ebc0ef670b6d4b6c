import { useRef, useState } from 'react';
import { errorMessage } from './errors';

/** What a form says after a call: one success or one error line. */
export type Outcome = { kind: 'success' | 'error'; text: string };

/** The action running: saving the form, or deleting what it edits. */
export type Pending = 'save' | 'delete' | null;

/**
 * The sending state of a form (spec section 4): one action at a time, the buttons disabled
 * meanwhile, and on failure the message is kept while the fields stay as typed. `describe`
 * words a failure; by default the API client's French text.
 */
export function useSubmission(describe: (failure: unknown) => string = errorMessage) {
  const [pending, setPending] = useState<Pending>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // A second Enter can arrive before the disabled button has rendered.
  const running = useRef(false);

  /**
   * Runs `action`; what it returns (a success, or an error the server answered with) is shown.
   * An action that shows its own result returns nothing.
   */
  async function run(
    kind: Exclude<Pending, null>,
    action: () => Promise<Outcome | undefined> | Promise<void>,
  ) {
    if (running.current) return;
    running.current = true;
    setPending(kind);
    setOutcome(null);
    try {
      const result = await action();
      if (result) setOutcome(result);
    } catch (failure) {
      setOutcome({ kind: 'error', text: describe(failure) });
    } finally {
      running.current = false;
      setPending(null);
    }
  }

  return {
    pending,
    outcome,
    /** For what happens outside a call: a notice to show, a check that fails before sending. */
    setOutcome,
    /** The last failure's text, or null. */
    error: outcome?.kind === 'error' ? outcome.text : null,
    run,
  };
}
