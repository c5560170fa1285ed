import type { z } from 'zod';

/**
 * One call of the API declared once (decision 045): the zod schemas the server's route
 * registers (`params`, `querystring`, `body`, and the answer under its 2xx status, fastify's
 * own schema shape, so a route passes `schema: call.schema`) and, for a multipart call, the
 * fields and files of its form. The SPA's call types (`ApiPaths`) are derived from these
 * declarations, and the drift test (apps/server/src/api-calls.api.test.ts) fails when a
 * registered route's schemas and its declaration disagree.
 */
export interface CallSchema {
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  /** The answer of success: 200, or 201 for a call that creates (`POST /register`). */
  response: { 200: z.ZodType } | { 201: z.ZodType };
}

/**
 * The form of a multipart call (MEDIA-019, POST-023/024, INTV-*): `fields`, the schema of its
 * text fields (the first value of each, as `parseMultipartFields` reads them); `lists`, the
 * repeated text fields (sent as `name[]`); `files`, the fields carrying files (sent as
 * `name[]`). The server's parsing and the SPA's form builders both read these names.
 */
export interface MultipartForm<
  F extends z.ZodType = z.ZodType,
  L extends string = string,
  Files extends string = string,
> {
  fields: F;
  lists: readonly L[];
  files: readonly Files[];
}

/** A call's declaration: its route schema and, for a multipart call, its form. */
export interface CallDeclaration<S extends CallSchema = CallSchema> {
  schema: S;
  multipart?: MultipartForm;
}

/** Declares a JSON call (decision 045): `schema` is what the route registers. */
export function defineCall<const S extends CallSchema>(schema: S): { schema: S } {
  return { schema };
}

/**
 * Declares a multipart call: the route registers `schema` (no body schema, the form is read by
 * `readMultipart`) and parses `form`; the SPA builds its FormData from `form`'s names.
 */
export function defineMultipartCall<
  const S extends CallSchema,
  F extends z.ZodType,
  const L extends string,
  const Files extends string,
>(
  schema: S,
  form: MultipartForm<F, L, Files>,
): { schema: S; multipart: MultipartForm<F, L, Files> } {
  return { schema, multipart: form };
}

/** One call's types: its answer, body, query and path parameters (`never`: none). */
export interface ApiCall<Response, Body = never, Query = never, Params = never> {
  response: Response;
  body: Body;
  query: Query;
  params: Params;
}

type AnswerOf<S extends CallSchema> = S['response'] extends { 200: infer R extends z.ZodType }
  ? z.output<R>
  : S['response'] extends { 201: infer R extends z.ZodType }
    ? z.output<R>
    : never;

type InputOf<T> = T extends z.ZodType ? z.input<T> : never;

/**
 * The types of a declared call: the answer as the route's response schema parses it; the body
 * and query as its schemas take them (before coercion and defaults); a multipart call's body is
 * a FormData.
 */
export type ApiCallFrom<D extends CallDeclaration> = ApiCall<
  AnswerOf<D['schema']>,
  D extends { multipart: MultipartForm } ? FormData : InputOf<D['schema']['body']>,
  InputOf<D['schema']['querystring']>,
  InputOf<D['schema']['params']>
>;

/** The names a multipart call's form carries: its text fields, lists and files. */
export type MultipartFieldName<D> = D extends {
  multipart: MultipartForm<infer F, infer L, infer Files>;
}
  ? Extract<keyof z.input<F>, string> | L | Files
  : never;
