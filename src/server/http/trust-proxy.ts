import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * Whose word the server takes for the client's address (X-Forwarded-For): nobody's, the nearest
 * N proxies', or the proxies at these addresses and ranges. Fastify's `trustProxy` takes all three.
 */
export type TrustProxy = false | number | string[];

/** Ranges proxy-addr (Fastify's) knows by name. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const HOW =
  'give the number of proxies in front of the server (such as 1) or their addresses and ranges (such as 10.0.0.1,192.168.0.0/16)';

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY. `true` is refused: trusting every hop lets any client write its own address
 * into X-Forwarded-For and so walk around every per-address limit.
 */
export const TrustProxySchema = z
  .string()
  .optional()
  .transform((raw, ctx): TrustProxy => {
    const value = (raw ?? '').trim().toLowerCase();
    if (['', 'false', 'no', '0'].includes(value)) return false;
    if (['true', 'yes'].includes(value)) {
      ctx.addIssue({
        code: 'custom',
        message: `'${value}' would let any client choose its own address; ${HOW}`,
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    const bad = entries.filter((entry) => !isAddressOrRange(entry));
    if (bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `not an address or range: ${bad.join(', ')}; ${HOW}`,
      });
      return z.NEVER;
    }
    return entries;
  });

/**
 * Fastify's `trustProxy` for the setting. Fastify 5.12.8 and later ignore a bare hop count (they
 * cannot tell a proxy from a client that connects directly), so the count becomes proxy-addr's
 * own rule: the nearest `hops` addresses of the chain are proxies, whoever they are. That holds
 * only where nothing but the proxies can reach the server, as docs/configuration.md says.
 */
export function fastifyTrustProxy(
  setting: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}
