import { and, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { AdminCertificatesQuery } from '../../../shared/admin';
import { courseHours, normalizeCertificateCode } from '../../../shared/certificates';
import type { AdminCertificate } from '../../../shared/responses/certificates';
import type { ServiceContext } from '../../context';
import { countUpTo } from '../../db/count-up-to';
import { newestFirst, onPage, toCappedPage, type Page } from '../../db/paginate';
import { certificates, users } from '../../db/schema';
import { containsWords } from '../../db/search';

const HOLDER_CLOSED_ACCOUNT = 'Titular con la cuenta cerrada';

/** A DNI typed with dots ('30.123.678') or a code with dashes is searched as stored. */
const storedForm = (search: string) =>
  search
    .split(/\s+/)
    .map((word) => (/^[\d.]+$/.test(word) ? word.replaceAll('.', '') : word))
    .map((word) => (/^[\w-]{12,16}$/.test(word) ? normalizeCertificateCode(word) : word))
    .join(' ');

function conditions(query: AdminCertificatesQuery): SQL | undefined {
  const byState =
    query.filter === 'live'
      ? isNull(certificates.revokedAt)
      : query.filter === 'revoked'
        ? isNotNull(certificates.revokedAt)
        : undefined;
  return and(byState, containsWords(certificates.searchText, storedForm(query.search)));
}

type Row = { certificate: typeof certificates.$inferSelect; email: string | null };

const toAdminCertificate = ({ certificate, email }: Row): AdminCertificate => ({
  code: certificate.code,
  name: certificate.holderClosedAt ? HOLDER_CLOSED_ACCOUNT : certificate.fullName,
  document: certificate.document,
  email,
  course: certificate.courseTitle,
  hours: courseHours(certificate.minutes),
  completedAt: certificate.completedAt.toISOString(),
  revokedAt: certificate.revokedAt?.toISOString() ?? null,
  revokedReason: certificate.revokedReason,
});

/** Issued certificates, newest first, searched by name, DNI, code or course. */
export async function listCertificates(
  ctx: ServiceContext,
  query: AdminCertificatesQuery,
): Promise<Page<AdminCertificate>> {
  const where = conditions(query);
  const rows = await onPage(
    ctx.db
      .select({ certificate: certificates, email: users.email })
      .from(certificates)
      .leftJoin(users, eq(users.id, certificates.userId))
      .where(where)
      .orderBy(...newestFirst(certificates))
      .$dynamic(),
    query.page,
  );
  return toCappedPage(rows, {
    page: query.page,
    map: toAdminCertificate,
    countUpTo: (limit) => countUpTo(ctx.db, certificates, where, limit),
  });
}
