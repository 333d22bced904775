import { z } from 'zod';
import { isoDate } from './common';

/** A network (a /24 of IPv4, a /48 of IPv6) an account opened playback from. */
export const PlaybackNetworkSchema = z.object({
  network: z.string(),
  firstAt: isoDate,
  lastAt: isoDate,
  /** How many playbacks it opened from there. */
  plays: z.number(),
});
export type PlaybackNetwork = z.infer<typeof PlaybackNetworkSchema>;

/** An account that played from many networks lately: evidence for a person to weigh. */
export const SharedAccountSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  /** Already blocked by an administrator. */
  blocked: z.boolean(),
  /** The networks it played from in the last 24 hours, the most recent first. */
  networks: z.array(PlaybackNetworkSchema),
});
export type SharedAccount = z.infer<typeof SharedAccountSchema>;

/** `GET /api/admin/shared-accounts`: the accounts that look shared, the most recent first. */
export const SharedAccountsSchema = z.object({ accounts: z.array(SharedAccountSchema) });
export type SharedAccounts = z.infer<typeof SharedAccountsSchema>;
