import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorCode } from '@bgc/shared';
import { AppError, errorBody } from './errors.js';

/** The catalogue's code for a Fastify client error of that status (else `validation_error`). */
const CLIENT_ERROR_CODES: Partial<Record<number, ErrorCode>> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  413: 'file_too_large',
  429: 'rate_limited',
};

/**
 * The one error handler (docs/architecture.md "Errors"): AppError as is, schema
 * validation as 400 with the fields named, Fastify client errors with their status,
 * anything else as a generic 500 with nothing leaked.
 */
export function registerErrorHandler(
  app: FastifyInstance,
  onServerError?: (err: unknown) => void,
): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send(errorBody(error.code, error.message, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const name = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'request';
        fields[name] ??= issue.message ?? 'Invalid value';
      }
      const names = Object.keys(fields).join(', ');
      return reply
        .status(400)
        .send(errorBody('validation_error', `Invalid parameter: ${names}`, fields));
    }
    if (error.statusCode === 429) {
      return reply.status(429).send(errorBody('rate_limited'));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own client errors (bad JSON, media type, body too large) keep their status
      // and get the catalogue's code of that status
      return reply
        .status(error.statusCode)
        .send(errorBody(CLIENT_ERROR_CODES[error.statusCode] ?? 'validation_error', error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    onServerError?.(error);
    return reply.status(500).send(errorBody('server_error'));
  });
}
