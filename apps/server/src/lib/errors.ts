import { ERRORS, type ErrorBody, type ErrorCode } from '@bgc/shared';

/**
 * An API error from the closed catalogue of `packages/shared/src/error-catalogue.ts` (docs/style.md §6):
 * the code fixes the HTTP status and the default English text; `message` may name the case more
 * precisely. The global handler turns it into `{error:{code,message,fields}}`. An unknown code
 * does not compile: add it to the catalogue (one line) and to the SPA's `errors` catalogs.
 */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string = ERRORS[code].message,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = ERRORS[code].status;
  }
}

/** The error of `code`, with the catalogue's text unless `message` says more. */
export const appError = (code: ErrorCode, message?: string, fields?: Record<string, string>) =>
  new AppError(code, message, fields);

/** 400 `validation_error` with the offending fields named. */
export const validationError = (message: string, fields?: Record<string, string>) =>
  new AppError('validation_error', message, fields);
/** 404 `not_found`: unknown entity, or one the caller may not see (docs/style.md §5). */
export const notFound = (message?: string) => new AppError('not_found', message);
/** 401 `unauthorized`. */
export const unauthorized = (message?: string) => new AppError('unauthorized', message);
/** 403 `forbidden`. */
export const forbidden = (message?: string) => new AppError('forbidden', message);
/** 409 `conflict`. */
export const conflict = (message?: string) => new AppError('conflict', message);

/**
 * The JSON body `{error:{code,message,fields?}}` of the catalogue (decision 045): the one shape
 * every error answer has, from the error handler or from a hook or not-found handler that
 * replies itself, with the catalogue's text unless `message` says more.
 */
export const errorBody = (
  code: ErrorCode,
  message: string = ERRORS[code].message,
  fields?: Record<string, string>,
): ErrorBody => ({ error: { code, message, ...(fields ? { fields } : {}) } });
