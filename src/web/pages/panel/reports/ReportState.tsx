import type { ReactNode } from 'react';
import { ListSkeleton } from '../../../components/ui/ListSkeleton';
import { LoadError } from '../../../components/ui/LoadError';

type ReportStateProps<Report> = {
  query: { data: Report | undefined; isPending: boolean; isError: boolean };
  children: (report: Report) => ReactNode;
};

/** A report while it loads, when it could not be loaded, and once it is there. */
export function ReportState<Report>({ query, children }: ReportStateProps<Report>) {
  if (query.isPending) return <ListSkeleton rows={3} />;
  if (query.isError || query.data === undefined) {
    return <LoadError>No pudimos obtener este informe. Intente de nuevo más tarde.</LoadError>;
  }
  return children(query.data);
}
