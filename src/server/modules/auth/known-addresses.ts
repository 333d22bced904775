import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { knownSignIns, users } from '../../db/schema';
import { sha256 } from './secrets';

const addressHash = (address: string) => sha256(`sign-in-address:${address}`);

/** Remembers that the person signed in from this address (it was them: they knew the password). */
export async function rememberSignIn(
  db: Db,
  userId: string,
  address: string,
  now: Date,
): Promise<void> {
  await db
    .insert(knownSignIns)
    .values({ userId, addressHash: addressHash(address), lastAt: now })
    .onConflictDoUpdate({
      target: [knownSignIns.userId, knownSignIns.addressHash],
      set: { lastAt: now },
    });
}

/** Whether the account with this e-mail has signed in from this address before. */
export async function signedInFromBefore(db: Db, email: string, address: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: knownSignIns.userId })
    .from(knownSignIns)
    .innerJoin(users, eq(users.id, knownSignIns.userId))
    .where(
      and(
        sql`lower(${users.email}) = ${email.toLowerCase()}`,
        eq(knownSignIns.addressHash, addressHash(address)),
      ),
    )
    .limit(1);
  return row !== undefined;
}
