/**
 * The closed set of API errors (docs/style.md §6). Each has an HTTP status and a stable
 * snake_case code; the global handler turns them into `{error:{code,message,fields}}`.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** 400 with the offending fields named. */
export const validationError = (message: string, fields?: Record<string, string>) =>
  new AppError(400, 'validation_error', message, fields);
/** 404: unknown entity, or one the caller may not see (docs/style.md §5). */
export const notFound = (message = 'Not found') => new AppError(404, 'not_found', message);
export const unauthorized = (message = 'Unauthorized') =>
  new AppError(401, 'unauthorized', message);
export const forbidden = (message = 'Forbidden') => new AppError(403, 'forbidden', message);
export const conflict = (message: string) => new AppError(409, 'conflict', message);
