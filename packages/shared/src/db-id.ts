import { z } from 'zod';
import { DB_ID_MAX } from './constants.js';

/**
 * A row id in a request (path, query or body; numeric strings accepted): a positive integer up
 * to DB_ID_MAX, the range of the PostgreSQL `integer` id columns. Every id a request carries
 * goes through it, so a bigger number is a 400 naming the field, never a database error.
 */
export const dbIdSchema = z.coerce.number().int().positive().max(DB_ID_MAX);
