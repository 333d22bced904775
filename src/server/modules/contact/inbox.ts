import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AdminContactMessagesQuery } from '../../../shared/admin';
import type { AdminContactMessage, ContactReply } from '../../../shared/responses/contact';
import type { ServiceContext } from '../../context';
import type { Db } from '../../db/client';
import { newestFirst, onPage, toPage, totalRows, type Page } from '../../db/paginate';
import { contactAnswers, contactMessages, users } from '../../db/schema';
import { containsWords } from '../../db/search';

type MessageRow = typeof contactMessages.$inferSelect;
type Account = { id: string; username: string } | null;

/** The account registered with the message's e-mail (e-mails are unique ignoring case). */
const sameEmail = sql`lower(${users.email}) = lower(${contactMessages.email})`;

function conditions(query: AdminContactMessagesQuery): SQL | undefined {
  return and(
    query.filter ? eq(contactMessages.status, query.filter) : undefined,
    containsWords(contactMessages.searchText, query.search),
  );
}

/** The answers of these messages, oldest first, by message id. */
async function answersOf(db: Db, ids: string[]): Promise<Map<string, ContactReply[]>> {
  const byMessage = new Map<string, ContactReply[]>();
  if (ids.length === 0) return byMessage;
  const rows = await db
    .select({ answer: contactAnswers, adminName: users.name })
    .from(contactAnswers)
    .leftJoin(users, eq(users.id, contactAnswers.adminId))
    .where(inArray(contactAnswers.messageId, ids))
    .orderBy(asc(contactAnswers.createdAt), asc(contactAnswers.id));
  for (const { answer, adminName } of rows) {
    const list = byMessage.get(answer.messageId) ?? [];
    list.push({
      id: answer.id,
      text: answer.text,
      createdAt: answer.createdAt.toISOString(),
      adminName,
    });
    byMessage.set(answer.messageId, list);
  }
  return byMessage;
}

const toAdminMessage = (
  row: MessageRow,
  account: Account,
  answers: ContactReply[],
): AdminContactMessage => ({
  id: row.id,
  name: row.name,
  email: row.email,
  message: row.message,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  account,
  answers,
});

/** The contact-form messages, newest first, searched by name, e-mail or text, by state. */
export async function listContactMessages(
  ctx: ServiceContext,
  query: AdminContactMessagesQuery,
): Promise<Page<AdminContactMessage>> {
  const where = conditions(query);
  const rows = await onPage(
    ctx.db
      .select({
        row: contactMessages,
        accountId: users.id,
        username: users.username,
        total: totalRows,
      })
      .from(contactMessages)
      .leftJoin(users, sameEmail)
      .where(where)
      .orderBy(...newestFirst(contactMessages))
      .$dynamic(),
    query.page,
  );
  const answers = await answersOf(
    ctx.db,
    rows.map(({ row }) => row.id),
  );
  return toPage(rows, {
    page: query.page,
    map: ({ row, accountId, username }) =>
      toAdminMessage(
        row,
        accountId && username ? { id: accountId, username } : null,
        answers.get(row.id) ?? [],
      ),
    countAll: () => ctx.db.$count(contactMessages, where),
  });
}

/** One message as the panel shows it, after a change. */
export async function findContactMessage(
  db: Db,
  id: string,
): Promise<AdminContactMessage | undefined> {
  const [found] = await db
    .select({ row: contactMessages, accountId: users.id, username: users.username })
    .from(contactMessages)
    .leftJoin(users, sameEmail)
    .where(eq(contactMessages.id, id));
  if (!found) return undefined;
  const { row, accountId, username } = found;
  const answers = await answersOf(db, [row.id]);
  return toAdminMessage(
    row,
    accountId && username ? { id: accountId, username } : null,
    answers.get(row.id) ?? [],
  );
}

/** How many messages still wait for an answer (state Nuevo). */
export async function countUnanswered(ctx: ServiceContext): Promise<number> {
  const [row] = await ctx.db
    .select({ total: count() })
    .from(contactMessages)
    .where(eq(contactMessages.status, 'new'));
  return row?.total ?? 0;
}
