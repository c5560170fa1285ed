import type { FastifyServerOptions } from 'fastify';

const REDACTED = '[redacted]';

/** argon2 hashes ('$argon2id$v=19$m=…') anywhere in a text. */
const ARGON2_HASH = /\$argon2(id|i|d)\$[^\s,'")\]]*/g;
/** `key=value` pairs that carry D-01 credentials or passwords. */
const SECRET_PAIR = /\b(signature|secret|token|code|nonce|session|password)=([^&\s,]+)/gi;

/** Removes query parameters, `/login-token/…` paths (ROUTE-041) and known secret shapes from a text. */
export function redactText(text: string): string {
  return text
    .replace(/\nparams: [\s\S]*$/, `\nparams: ${REDACTED}`)
    .replace(/\/login-token\/\S+/g, `/login-token/${REDACTED}`)
    .replace(ARGON2_HASH, REDACTED)
    .replace(SECRET_PAIR, (_m, key: string) => `${key}=${REDACTED}`);
}

/** ROUTE-041, D-01: the login-transfer page carries the e-mail and the one-time code in its path. */
const LOGIN_TOKEN_PATH = /(^|\/)login-token\/.*$/;

/**
 * A request without its query string (signatures of /api/live and the reset token of
 * /reset-password travel there) and without the e-mail and code of a `/login-token/…` path.
 */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  const pathname = (q === -1 ? url : url.slice(0, q)).replace(
    LOGIN_TOKEN_PATH,
    `$1login-token/${REDACTED}`,
  );
  return q === -1 ? pathname : `${pathname}?${REDACTED}`;
}

interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  code?: string;
  stack: string;
  cause?: LoggedError;
}

/**
 * Error serializer: the type, code and message (with Drizzle's `params:` part and secrets cut
 * out) and the same for the cause; never the query's parameters or other own properties.
 */
export function serializeError(err: unknown, depth = 0): LoggedError {
  if (!(err instanceof Error))
    return { type: typeof err, message: redactText(String(err)), stack: '' };
  const code = (err as { code?: unknown }).code;
  const out: LoggedError = {
    type: err.name,
    message: redactText(err.message),
    ...(typeof code === 'string' ? { code } : {}),
    stack: redactText(err.stack ?? ''),
  };
  if (err.cause !== undefined && depth < 3) out.cause = serializeError(err.cause, depth + 1);
  return out;
}

/**
 * Pino options of the app: request lines carry method, path (through `redactUrl`) and client
 * address, as does any line's `url`; credentials in headers and bodies are censored, and the
 * request headers @fastify/multipart logs at trace (`busboyOptions`, the signed `Authorization`
 * among them); errors go through `serializeError`.
 */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        // @fastify/multipart's trace line 'Providing options to busboy' (decision 039)
        'busboyOptions.headers',
        '*.password',
        '*.passwordHash',
        '*.secret',
        '*.token',
        'params',
        'query',
      ],
      censor: REDACTED,
    },
    // messages too (Fastify logs an unhandled error's message as the line's msg)
    hooks: {
      logMethod(args, method) {
        method.apply(
          this,
          args.map((a: unknown) => (typeof a === 'string' ? redactText(a) : a)) as typeof args,
        );
      },
    },
    serializers: {
      req: (req: { method: string; url: string; ip?: string; hostname?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        remoteAddress: req.ip,
      }),
      err: (err: unknown) => serializeError(err),
      // lines that name a page (server-side rendering) or a request by its url
      url: (url: unknown) => (typeof url === 'string' ? redactUrl(url) : url),
    },
  };
}
