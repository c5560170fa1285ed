import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyInstance } from 'fastify';
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

/**
 * Requests Node's HTTP parser refuses before Fastify sees them: an address or headers over
 * its 16 KB limit (431 `request_too_large`), a request that does not arrive in time (408
 * `request_timeout`), anything else malformed (400 `validation_error`). Fastify's own handler
 * answers these with a body of its own; this one answers the catalogue's body like every other
 * error, then closes the connection as Node does. A connection the client reset gets nothing.
 * Bound to the Fastify instance (`clientErrorHandler` option), hence `this`.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  err: ConnectionError,
  socket: Socket,
): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, body] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, errorBody('request_too_large')]
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, errorBody('request_timeout')]
        : [400, errorBody('validation_error', 'Malformed request')];
  this.log.trace({ err }, 'client error');
  const text = JSON.stringify(body);
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(text)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${text}`,
    );
  socket.destroy(err);
}
