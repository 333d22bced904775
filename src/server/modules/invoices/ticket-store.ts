import type { AccessTicket, ArcaServiceName, ILoginCredentials } from '@arcasdk/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { arcaTickets } from '../../db/schema';

/**
 * WSAA access tickets kept in the database: every instance uses the same live ticket (ARCA
 * refuses to hand out a second one while the first is valid) and a restart does not ask again.
 */
export function databaseTicketStorage(db: Db, scope: { cuit: number; production: boolean }) {
  const keyOf = (service: ArcaServiceName) =>
    `${scope.cuit}:${service}:${scope.production ? 'production' : 'homologation'}`;
  return {
    async save(ticket: AccessTicket, service: ArcaServiceName) {
      const value = {
        key: keyOf(service),
        ticket: ticket.toLoginCredentials(),
        expiresAt: ticket.getExpiration(),
      };
      await db
        .insert(arcaTickets)
        .values(value)
        .onConflictDoUpdate({ target: arcaTickets.key, set: value });
    },
    async get(service: ArcaServiceName) {
      const [row] = await db
        .select()
        .from(arcaTickets)
        .where(eq(arcaTickets.key, keyOf(service)));
      if (!row) return null;
      // The SDK is loaded by now: it asks for the ticket (see arca-client.ts).
      const { AccessTicket: Ticket } = await import('@arcasdk/core');
      try {
        return Ticket.create(row.ticket as ILoginCredentials);
      } catch {
        return null;
      }
    },
    async delete(service: ArcaServiceName) {
      await db.delete(arcaTickets).where(eq(arcaTickets.key, keyOf(service)));
    },
  };
}
