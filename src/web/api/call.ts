import type {
  AllOptional,
  Answer,
  Input,
  RouteContract,
} from '../../shared/contracts/define-route';
import { apiRequest, type RequestOptions } from './client';

/** The contract as the browser has it: the client build keeps only these two fields. */
type Callable = Pick<RouteContract, 'method' | 'path'>;

/**
 * The route's path with its `:name` parameters filled in (each one encoded), its last `*` with
 * the rest of the address (each segment encoded, the slashes kept), and its query.
 */
export function routePath(
  contract: Callable,
  input: { params?: unknown; query?: unknown } = {},
): string {
  const params = (input.params ?? {}) as Record<string, unknown>;
  const path = contract.path.replace(/:([A-Za-z0-9_]+)|\*$/g, (_, named?: string) => {
    const name = named ?? '*';
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`${contract.path}: no ${name}`);
    const segments = named ? [String(value)] : String(value).split('/');
    return segments.map(encodeURIComponent).join('/');
  });
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) query.append(key, String(item));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** The route's full address, for a link the browser follows itself (a CSV, a PDF, a beacon). */
export const apiHref = (contract: Callable, input: { params?: unknown; query?: unknown } = {}) =>
  `/api${routePath(contract, input)}`;

/**
 * Calls one route of the API, typed by its contract: what it takes (params, query, body) and
 * what it answers. Errors throw ApiError, as apiRequest does.
 */
export function call<C extends RouteContract>(
  contract: C,
  ...[input, options]: AllOptional<Input<C>> extends true
    ? [input?: Input<C>, options?: Pick<RequestOptions, 'cache' | 'file'>]
    : [input: Input<C>, options?: Pick<RequestOptions, 'cache' | 'file'>]
): Promise<Answer<C>> {
  const method = Array.isArray(contract.method) ? contract.method[0] : contract.method;
  return apiRequest<Answer<C>>(routePath(contract, input), {
    method: method as RequestOptions['method'],
    ...(input?.body === undefined ? {} : { body: input.body }),
    ...options,
  });
}
