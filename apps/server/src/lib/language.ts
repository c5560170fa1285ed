import type { FastifyRequest } from 'fastify';
import { pickAcceptLanguage, type UiLanguage } from '@bgc/shared';
import type { LocalizedNames } from '../db/schema/index.js';

/** The UI language of a request from its `Accept-Language` header (API-002). */
export function requestLanguage(request: FastifyRequest): UiLanguage {
  return pickAcceptLanguage(request.headers['accept-language']);
}

/** The name in `lang`, falling back to English. */
export function localize(names: LocalizedNames, lang: UiLanguage): string {
  return names[lang] || names.en;
}
