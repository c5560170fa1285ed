/**
 * what a server render gives the API client for one request (the page
 * language and an in-process `fetch` into the API, with no credentials: a guest). The server
 * entry registers a getter backed by AsyncLocalStorage; in the browser there is none.
 */
export interface ServerRequestContext {
  lang: string;
  fetch: (
    url: string,
    init: { method: string; headers: Record<string, string> },
  ) => Promise<Response>;
}

let getter: (() => ServerRequestContext | undefined) | null = null;

/** Registers the per-request context getter (server entry only). */
export function setServerContextGetter(get: () => ServerRequestContext | undefined): void {
  getter = get;
}

/** The current server request's context, undefined in the browser. */
export function serverContext(): ServerRequestContext | undefined {
  return getter?.();
}
