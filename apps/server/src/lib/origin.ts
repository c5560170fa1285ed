import type { FastifyRequest } from 'fastify';

/** The public origin: PUBLIC_URL when configured, else the request's scheme and host. */
export function publicOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  return publicUrl?.replace(/\/$/, '') ?? `${request.protocol}://${request.host}`;
}
