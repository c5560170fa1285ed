/**
 * The uploads in flight (FILE-*): a small store the progress panels read with
 * `useSyncExternalStore`, written by `apiUpload` (`upload.ts`). Apart from the upload code, so
 * that the shell can watch it without loading that code on every page.
 */

/** What is being uploaded: picks the panel's label (`upload:kind.*`). */
export type UploadKind = 'photos' | 'avatar' | 'cover' | 'logo' | 'editorImage';

/** One upload in flight. `total` is 0 until the browser knows the body size. */
export interface UploadEntry {
  id: number;
  kind: UploadKind;
  /** Bytes sent so far. */
  loaded: number;
  /** Bytes to send (0 = unknown yet). */
  total: number;
  /** Every byte has left: the server is reading and storing it until it answers. */
  sent: boolean;
  /** Stops the upload; the call then rejects with `ApiError` code `upload_cancelled`. */
  cancel: () => void;
}

let lastId = 0;
let snapshot: readonly UploadEntry[] = [];
/** Mounted in-dialog panels: while one shows, the floating page panel stays hidden. */
let inlinePanels = 0;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** A new upload's id. */
export function nextUploadId(): number {
  lastId += 1;
  return lastId;
}

/** Lists `entry` (or replaces its earlier state); with null, removes upload `removeId`. */
export function putUpload(entry: UploadEntry | null, removeId?: number): void {
  if (entry) {
    const others = snapshot.filter((e) => e.id !== entry.id);
    snapshot = [...others, entry].sort((a, b) => a.id - b.id);
  } else {
    snapshot = snapshot.filter((e) => e.id !== removeId);
  }
  emit();
}

/** useSyncExternalStore subscription to the uploads in flight. */
export function subscribeUploads(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The uploads in flight, oldest first (a new array after every change). */
export function getUploads(): readonly UploadEntry[] {
  return snapshot;
}

/** Number of in-dialog progress panels mounted (the page panel hides while > 0). */
export function getInlinePanelCount(): number {
  return inlinePanels;
}

/** Registers an in-dialog panel; returns its unregister function. */
export function registerInlinePanel(): () => void {
  inlinePanels += 1;
  emit();
  return () => {
    inlinePanels -= 1;
    emit();
  };
}
