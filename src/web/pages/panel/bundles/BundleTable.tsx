import type { AdminBundle } from '../../../../shared/responses/bundles';
import { CardFacts } from '../../../components/ui/CardFacts';
import { CardList } from '../../../components/ui/CardList';
import { cellFacts, RowTable, type RowColumn } from '../../../components/ui/RowTable';
import { BundlePrice, BundleTitle, BundleVisibility, EditBundleLink } from './BundleCells';

/** A bundle as a row of the table or a card (the lists key their rows by a text id). */
type BundleRow = { id: string; bundle: AdminBundle };

const COLUMNS = {
  title: { label: 'Ruta', cell: ({ bundle }) => <BundleTitle bundle={bundle} /> },
  courses: {
    label: 'Cursos',
    className: 'text-right',
    cellClassName: 'text-right tabular-nums',
    cell: ({ bundle }) => bundle.courseIds.length,
  },
  price: {
    label: 'Precio',
    cellClassName: 'whitespace-nowrap',
    cell: ({ bundle }) => <BundlePrice bundle={bundle} />,
  },
  visibility: { label: 'Visibilidad', cell: ({ bundle }) => <BundleVisibility bundle={bundle} /> },
  sales: {
    label: 'Ventas',
    className: 'text-right',
    cellClassName: 'text-right tabular-nums',
    cell: ({ bundle }) => bundle.sales,
  },
  actions: {
    label: 'Acciones',
    hidden: true,
    cell: ({ bundle }) => <EditBundleLink bundle={bundle} />,
  },
} satisfies Record<string, RowColumn<BundleRow>>;

const { courses, price, sales } = COLUMNS;
const FACTS = [courses, price, sales];

/** The bundles as a table on wide screens and as one card each on phones. */
export function BundleList({ bundles }: { bundles: AdminBundle[] }) {
  const rows = bundles.map((bundle) => ({ id: String(bundle.id), bundle }));
  return (
    <>
      <RowTable
        caption="Rutas de aprendizaje, de la más nueva a la más antigua"
        columns={Object.values(COLUMNS)}
        rows={rows}
      />
      <CardList label="Rutas de aprendizaje" items={rows}>
        {(row) => (
          <>
            <div className="flex items-start justify-between gap-3">
              <BundleTitle bundle={row.bundle} />
              <BundleVisibility bundle={row.bundle} />
            </div>
            <CardFacts facts={cellFacts(row, FACTS)} />
            <div>
              <EditBundleLink bundle={row.bundle} />
            </div>
          </>
        )}
      </CardList>
    </>
  );
}
