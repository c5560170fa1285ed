import type { ApiPaths } from './api-paths.js';

/**
 * Types derived from the SPA's call table (`ApiPaths`, decision 026): the query a call takes,
 * the paths a method may call with their parameters filled in, and which route a concrete path
 * is, as fastify's router picks it.
 */

/** The query a call takes, e.g. `ApiQuery<'GET /courses'>` for a screen that builds it apart. */
export type ApiQuery<K extends keyof ApiPaths> = ApiPaths[K]['query'];

/** A method of the API. */
export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The text a path parameter may take: the values of an enum, else any string (a number fits). */
type ParamText<T> = [T] extends [string] ? (string extends T ? string : T) : string;

/** A route's parameters by name, from its params schema (`never`: it has none). */
type ParamsOf<K extends keyof ApiPaths> = [ApiPaths[K]['params']] extends [never]
  ? Record<string, unknown>
  : ApiPaths[K]['params'];

/**
 * `/courses/:id` → `/courses/${string}`, `/hosts/status/:status` →
 * `/hosts/status/${'active' | 'inactive'}`: the paths a route matches, each parameter typed by
 * the route's params schema (decision 045).
 */
type PathPattern<P extends string, Params> = P extends `${infer Head}:${infer Name}/${infer Rest}`
  ? `${Head}${ParamText<Name extends keyof Params ? Params[Name] : string>}/${PathPattern<Rest, Params>}`
  : P extends `${infer Head}:${infer Name}`
    ? `${Head}${ParamText<Name extends keyof Params ? Params[Name] : string>}`
    : P;

type KeysOf<M extends ApiMethod> = Extract<keyof ApiPaths, `${M} /${string}`>;
type RouteOf<K> = K extends `${string} ${infer P}` ? P : never;

/** Every path the SPA may call with `M`, with its parameters filled in. */
export type ApiPath<M extends ApiMethod> = {
  [K in KeysOf<M>]: PatternOf<K>;
}[KeysOf<M>];

type PatternOf<K> = K extends keyof ApiPaths ? PathPattern<RouteOf<K>, ParamsOf<K>> : never;

/** The routes of method `M` whose pattern the path `P` matches. */
type MatchingKeys<M extends ApiMethod, P extends string> = {
  [K in KeysOf<M>]: P extends PatternOf<K> ? K : never;
}[KeysOf<M>];

/** `K` when another matching route `Ks` is strictly more specific (its pattern fits in K's). */
type Shadowed<K, Ks> = Ks extends K ? never : PatternOf<Ks> extends PatternOf<K> ? K : never;

/**
 * The most specific of the matching routes, as fastify's router picks them: a fixed segment
 * wins over a parameter, so `/courses/director-interview/${id}` is that call and not
 * `/courses/:id`.
 */
type MostSpecific<Ks extends string> = {
  [K in Ks]: [Shadowed<K, Ks>] extends [never] ? K : never;
}[Ks];

/**
 * The call `M path` is: the route of that exact path when there is one (`/courses/review`
 * before `/courses/:id`), else the most specific route whose pattern the path matches; a union
 * of paths is the union of their calls.
 */
export type ApiCallOf<M extends ApiMethod, P extends string> = P extends string // each path of a union
  ? `${M} ${P}` extends KeysOf<M>
    ? ApiPaths[`${M} ${P}`]
    : ApiPaths[MostSpecific<MatchingKeys<M, P>>]
  : never;
