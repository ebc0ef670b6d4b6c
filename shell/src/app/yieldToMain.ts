/**
 * Ends the current task: the browser may paint and answer a tap before the rest runs. On a phone,
 * steps chained as promises run as one task, and a task over 50 ms holds the visitor's tap.
 * `scheduler.yield()` resumes before other queued tasks; a zero timeout where it is missing.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
