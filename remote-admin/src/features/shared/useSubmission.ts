import { useRef, useState } from 'react';
import { errorMessage } from './errors';

export type Pending = 'save' | 'delete' | null;

/**
 * The saving state of a form (spec section 4): one action at a time, all buttons disabled
 * meanwhile, and on failure the message is kept while the fields stay as typed.
 */
export function useSubmission() {
  const [pending, setPending] = useState<Pending>(null);
  const [error, setError] = useState<string | null>(null);
  // A second Enter can arrive before the disabled button has rendered.
  const running = useRef(false);

  async function run(kind: Exclude<Pending, null>, action: () => Promise<void>) {
    if (running.current) return;
    running.current = true;
    setPending(kind);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      running.current = false;
      setPending(null);
    }
  }

  return { pending, error, run };
}
