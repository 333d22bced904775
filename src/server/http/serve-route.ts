import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import {
  fullPath,
  type Answer,
  type Parsed,
  type RouteContract,
} from '../../shared/contracts/define-route';

type ContractRequest<C extends RouteContract> = FastifyRequest<{
  Params: Parsed<C>['params'];
  Querystring: Parsed<C>['query'];
  Body: Parsed<C>['body'];
}>;

/** A route's handler: its parsed request in, its answer out (or the reply, for files and redirects). */
export type ContractHandler<C extends RouteContract> = (
  request: ContractRequest<C>,
  reply: FastifyReply,
) => Promise<Answer<C> | FastifyReply>;

/**
 * What a route may add to its contract: rate limits, guards, a larger body, its own validation,
 * no compression.
 */
export type RouteOptions = Pick<
  RouteShorthandOptions,
  'config' | 'onRequest' | 'preHandler' | 'bodyLimit' | 'attachValidation' | 'compress'
>;

const SUCCESS = [200, 201, 202, 204];

/**
 * The contract's address as `app` registers it: below the prefix of the scope serving it (the
 * contract says `/admin/users`; the admin scope, at `/api/admin`, registers `/users`).
 */
function urlWithin(app: FastifyInstance, contract: RouteContract): string {
  const address = fullPath(contract);
  const rest = address.slice(app.prefix.length);
  if (!address.startsWith(app.prefix) || (rest !== '' && !rest.startsWith('/'))) {
    throw new Error(`${address} cannot be served under ${app.prefix}`);
  }
  return rest || '/';
}

/**
 * Registers `contract` on `app`: its method and path, its schemas as Fastify's (the request is
 * validated by them, the answer serialised through them), and its success status when that is
 * not 200 (a contract that answers `{ 201: … }` or `{ 204: z.null() }` needs no `reply.code`).
 */
export function serve<C extends RouteContract>(
  app: FastifyInstance,
  contract: C,
  handler: ContractHandler<C>,
  options: RouteOptions = {},
): void {
  const statuses = Object.keys(contract.response).map(Number);
  const success = statuses.filter((status) => SUCCESS.includes(status));
  const status = success.length === 1 && success[0] !== 200 ? success[0] : undefined;
  app.route({
    ...options,
    method: contract.method as string | string[],
    url: urlWithin(app, contract),
    schema: {
      ...(contract.params ? { params: contract.params } : {}),
      ...(contract.query ? { querystring: contract.query } : {}),
      ...(contract.body ? { body: contract.body } : {}),
      response: contract.response,
    },
    handler: async (request, reply) => {
      if (status !== undefined) reply.code(status);
      return handler(request as ContractRequest<C>, reply);
    },
  });
}
