import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './errors.js';

/**
 * The one error handler (docs/architecture.md "Errors"): AppError as is, schema
 * validation as 400 with the fields named, Fastify client errors with their status,
 * anything else as a generic 500 with nothing leaked.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send({
        error: {
          code: error.code,
          message: error.message,
          ...(error.fields ? { fields: error.fields } : {}),
        },
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const name = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'request';
        fields[name] ??= issue.message ?? 'Invalid value';
      }
      const names = Object.keys(fields).join(', ');
      return reply.status(400).send({
        error: { code: 'validation_error', message: `Invalid parameter: ${names}`, fields },
      });
    }
    if (error.statusCode === 429) {
      return reply
        .status(429)
        .send({ error: { code: 'rate_limited', message: 'Too many requests' } });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({
        error: { code: (error.code ?? 'bad_request').toLowerCase(), message: error.message },
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: { code: 'server_error', message: 'Server error' } });
  });
}
