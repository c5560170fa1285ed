/**
 * A promise settled in a task of its own (a zero-delay timer): awaiting it gives the browser's
 * main thread a turn (input, paint) before what follows runs. Decisions 077 and 081.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
