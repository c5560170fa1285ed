import { z } from 'zod';
import { ERROR_CODES } from './error-codes.js';

/**
 * The error body every call answers on a 4xx/5xx (docs/style.md §6):
 * `{ error: { code, message, fields? } }`, `code` one of the catalogue, `fields` the invalid
 * input fields and their texts (validation_error). The OpenAPI document references it for the
 * error answers of every call.
 */
export const apiErrorBodySchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
