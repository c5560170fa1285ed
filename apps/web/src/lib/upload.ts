import type { ApiCall, ApiCallOf, ApiPath, ErrorBody } from '@bgc/shared';
import i18n from '../i18n/index.js';
import { ApiError, acceptedCall, buildUrl, callHeaders, failedCall } from './api-client.js';
import { nextUploadId, putUpload, type UploadEntry, type UploadKind } from './uploads-in-flight.js';

/**
 * The one upload helper of the SPA (FILE-*): every call that sends a file or
 * an image (post photos, course photos, interview photos, covers, avatars, course logos and
 * editor images) goes through `apiUpload`, which sends with XMLHttpRequest so the bytes sent
 * can be reported, lists the upload in the store the progress panels read
 * (`uploads-in-flight.ts`), and can be
 * cancelled from there (or by the caller's AbortSignal).
 */

/** Code of the `ApiError` thrown when an upload is cancelled. */
export const UPLOAD_CANCELLED = 'upload_cancelled';

/** True when a multipart body carries at least one file (a text-only form is no upload). */
export function carriesFiles(form: FormData): boolean {
  for (const value of form.values()) if (value instanceof Blob) return true;
  return false;
}

export interface UploadOptions<Call extends ApiCall<unknown, unknown, unknown, unknown>> {
  /** FormData (multipart, MEDIA-019) or the call's JSON body (base64 images). */
  body: Call['body'] | FormData;
  kind: UploadKind;
  signal?: AbortSignal;
}

/**
 * Sends `body` with `method` to `path` like the `api` client (same headers, signature, errors and
 * token renewal), reporting progress to the upload panels. Resolves the JSON answer; throws
 * `ApiError` on a non-2xx answer, `ApiError(0, 'upload_cancelled', 'Upload cancelled')` when
 * cancelled, and a `TypeError` on a network failure (as `fetch` does). Typed like `api`:
 * the method and path pick the body and answer types from `ApiPaths`.
 */
export async function apiUpload<M extends 'POST' | 'PUT', P extends ApiPath<M>>(
  method: M,
  path: P,
  options: UploadOptions<ApiCallOf<M, P>>,
): Promise<ApiCallOf<M, P>['response']> {
  type T = ApiCallOf<M, P>['response'];
  // the panel's texts and the 'cancelled' message (namespaces load on first use)
  void i18n.loadNamespaces('upload').catch(() => undefined);
  const url = buildUrl(path);
  const formData = options.body instanceof FormData ? options.body : null;
  const { headers, token } = await callHeaders(method, url, !formData);
  const id = nextUploadId();
  const xhr = new XMLHttpRequest();
  const cancel = () => xhr.abort();
  let entry: UploadEntry = { id, kind: options.kind, loaded: 0, total: 0, sent: false, cancel };
  const onCallerAbort = () => xhr.abort();
  return new Promise<T>((resolve, reject) => {
    const done = () => {
      options.signal?.removeEventListener('abort', onCallerAbort);
      putUpload(null, id);
    };
    if (options.signal?.aborted) {
      reject(new ApiError(0, UPLOAD_CANCELLED, i18n.t('upload:cancelled')));
      return;
    }
    options.signal?.addEventListener('abort', onCallerAbort);
    xhr.open(method, url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      entry = { ...entry, loaded: event.loaded, total: event.lengthComputable ? event.total : 0 };
      putUpload(entry);
    };
    // the body is out: 'Processing…' until the answer (the Cancel button goes, see decision 044)
    xhr.upload.onload = () => {
      entry = { ...entry, loaded: Math.max(entry.loaded, entry.total), sent: true };
      putUpload(entry);
    };
    xhr.onabort = () => {
      done();
      reject(new ApiError(0, UPLOAD_CANCELLED, i18n.t('upload:cancelled')));
    };
    xhr.onerror = () => {
      done();
      reject(new TypeError('Network error'));
    };
    xhr.onload = () => {
      done();
      let data: unknown = undefined;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        // not JSON: keep the status only
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        const body: Partial<ErrorBody> = typeof data === 'object' && data !== null ? data : {};
        reject(failedCall(xhr.status, xhr.statusText, body, path, token));
        return;
      }
      resolve(acceptedCall(data as T));
    };
    putUpload(entry);
    xhr.send(formData ?? JSON.stringify(options.body));
  });
}
