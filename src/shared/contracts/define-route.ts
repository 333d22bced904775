import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One route of the API, the single place its shape is written: the server registers from it
 * (src/server/http/serve-route.ts) and the web calls it (src/web/api/call.ts). The schemas never
 * reach a browser chunk: the client build keeps only `method` and `path` (docs/decisions/0038).
 */
export type RouteContract = {
  method: HttpMethod | readonly HttpMethod[];
  /**
   * Under `/api`, with Fastify's `:name` parameters; a last `*` takes the rest of the address
   * (its parameter is named `*`).
   */
  path: `/${string}`;
  /** The path is the site's own, not under `/api` (a cover's smaller copy, an old mail link). */
  outsideApi?: true;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** By status: `{ 200: Schema }`, `{ 201: Schema }`, `{ 204: z.null() }`… */
  response: { [status: number]: z.ZodType };
};

/** Checks a contract's shape and keeps its literal types (method, path, schemas). */
export const defineRoute = <const C extends RouteContract>(contract: C): C => contract;

/** The address the site answers the contract at: its path under `/api`, or its own. */
export const fullPath = (contract: Pick<RouteContract, 'path' | 'outsideApi'>): string =>
  contract.outsideApi ? contract.path : `/api${contract.path}`;

type Infer<S> = S extends z.ZodType ? z.output<S> : undefined;
type InferIn<S> = S extends z.ZodType ? z.input<S> : undefined;
type SuccessStatus = 200 | 201 | 202 | 204;

/** What the route answers on success (the schema of its 2xx status, serialised). */
export type Answer<C extends RouteContract> = {
  [S in keyof C['response'] & SuccessStatus]: z.output<C['response'][S]>;
}[keyof C['response'] & SuccessStatus];

/** What the server's handler receives, parsed. */
export type Parsed<C extends RouteContract> = {
  params: Infer<C['params']>;
  query: Infer<C['query']>;
  body: Infer<C['body']>;
};

/** Whether every field of T may be left out (an object schema of optional fields). */
export type AllOptional<T> = Partial<T> extends T ? true : false;

type Field<K extends string, S> = S extends z.ZodType
  ? AllOptional<InferIn<S>> extends true
    ? { [key in K]?: InferIn<S> }
    : { [key in K]: InferIn<S> }
  : { [key in K]?: never };

/** What a caller sends: the path's parameters, the query and the body, as their schemas take them. */
export type Input<C extends RouteContract> = Field<'params', C['params']> &
  Field<'query', C['query']> &
  Field<'body', C['body']>;
