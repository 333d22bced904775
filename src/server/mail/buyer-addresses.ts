import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { purchases } from '../db/schema';
import { users } from '../db/schema';

type PurchaseRow = typeof purchases.$inferSelect;

/**
 * Where a purchase's mails go: the account's address as it is now (the person may have changed
 * it since buying), and the address typed at checkout when it is another one.
 */
export async function buyerAddresses(db: Db, purchase: PurchaseRow): Promise<string[]> {
  const [account] = purchase.userId
    ? await db.select({ email: users.email }).from(users).where(eq(users.id, purchase.userId))
    : [];
  const addresses = [account?.email, purchase.payerEmail].filter((a): a is string => !!a);
  const seen = new Set<string>();
  return addresses.filter((address) => {
    const key = address.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
