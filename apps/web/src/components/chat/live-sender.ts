/** The open live socket's `send` (call signalling, D-15); null when signed out. */
let sender: ((message: unknown) => boolean) | null = null;

export function setLiveSender(send: ((message: unknown) => boolean) | null): void {
  sender = send;
}

/** Sends a client message over /api/live; false when the socket is not open. */
export function sendLive(message: unknown): boolean {
  return sender?.(message) ?? false;
}
