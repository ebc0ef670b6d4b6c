import { errorMessage } from '@lapm/forms';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Time after her last keystroke before the draft goes to the server. */
export const DRAFT_DELAY_MS = 1500;

export type DraftStatus =
  | { kind: 'idle' }
  /** Typed, not yet on the server (waiting for the pause, or being sent). */
  | { kind: 'saving' }
  | { kind: 'saved' }
  | { kind: 'failed'; message: string };

/**
 * Saves a draft as she types: `schedule(save)` after each change sends the newest save once she
 * pauses (DRAFT_DELAY_MS), one at a time, newest last. `flush()` sends it at once (switching page,
 * leaving); leaving the screen flushes too. A failed save keeps the form as it is and is tried again
 * at the next change or flush. `unsaved` is what leaving would lose.
 */
export function useDraftSaving(delay = DRAFT_DELAY_MS) {
  const [status, setStatus] = useState<DraftStatus>({ kind: 'idle' });
  const waiting = useRef<(() => Promise<unknown>) | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const running = useRef<Promise<boolean> | null>(null);
  // Bumped by reset: a save that ends after it says nothing (its draft was published or dropped).
  const generation = useRef(0);

  const send = useCallback(async (): Promise<boolean> => {
    clearTimeout(timer.current);
    // One save at a time: a change typed during a save goes after it.
    while (running.current) await running.current;
    const save = waiting.current;
    if (!save) return true;
    waiting.current = null;
    const started = generation.current;
    const attempt = save().then(
      () => true,
      (error: unknown) => {
        if (started !== generation.current) return true;
        // Kept to be tried again, unless newer typing replaced it meanwhile.
        waiting.current ??= save;
        setStatus({ kind: 'failed', message: errorMessage(error) });
        return false;
      },
    );
    running.current = attempt;
    const ok = await attempt;
    running.current = null;
    if (ok && !waiting.current && started === generation.current) setStatus({ kind: 'saved' });
    return ok;
  }, []);

  const schedule = useCallback(
    (save: () => Promise<unknown>) => {
      waiting.current = save;
      setStatus({ kind: 'saving' });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void send(), delay);
    },
    [delay, send],
  );

  /** Forgets what was waiting (published, discarded, another page loaded). */
  const reset = useCallback(() => {
    clearTimeout(timer.current);
    waiting.current = null;
    generation.current += 1;
    setStatus({ kind: 'idle' });
  }, []);

  // Leaving the screen inside the app: what she typed last still goes to the server.
  useEffect(() => () => void send(), [send]);

  // A phone switching to another app may never come back to this tab.
  useEffect(() => {
    const hidden = () => {
      if (document.visibilityState === 'hidden' && waiting.current) void send();
    };
    document.addEventListener('visibilitychange', hidden);
    return () => document.removeEventListener('visibilitychange', hidden);
  }, [send]);

  const unsaved = status.kind === 'saving' || status.kind === 'failed';
  return { status, schedule, flush: send, reset, unsaved };
}
