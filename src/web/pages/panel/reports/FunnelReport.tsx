import { useState } from 'react';
import {
  DEFAULT_FUNNEL_DAYS,
  FUNNEL_PERIODS,
  FUNNEL_RULE,
  percentOf,
} from '../../../../shared/report-labels';
import { funnelCsvHref, useFunnelReport } from '../../../api/admin-reports';
import { SelectField } from '../../../components/ui/FormField';
import { ListTable, TABLE_CELL } from '../../../components/ui/ListTable';
import { ChartCard } from '../charts/ChartCard';
import { MeterBar } from '../charts/MeterBar';
import { longDay } from '../dashboard/sales-days';
import { CsvLink } from './CsvLink';
import { ReportState } from './ReportState';
import type { FunnelReport as Funnel, FunnelSteps } from '../../../../shared/responses/reports';

const PERIOD_OPTIONS = FUNNEL_PERIODS.map((days) => ({
  value: String(days),
  label: `Últimos ${days} días`,
}));

const STEPS: { step: keyof FunnelSteps; label: string }[] = [
  { step: 'views', label: 'Visitas a la página del curso' },
  { step: 'checkouts', label: 'Checkouts iniciados' },
  { step: 'paid', label: 'Pagados' },
];

/** The three steps of every course together, each bar as long as its share of the largest. */
function TotalFunnel({ total }: { total: FunnelSteps }) {
  const top = Math.max(total.views, total.checkouts, total.paid);
  return (
    <div className="flex max-w-2xl flex-col gap-3">
      <dl className="flex flex-col gap-3">
        {STEPS.map(({ step, label }) => (
          <div key={step} className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1.5 text-sm">
            <dt className="text-slate-700">{label}</dt>
            <dd className="text-right font-semibold text-brand-900 tabular-nums">{total[step]}</dd>
            <dd className="col-span-2">
              <MeterBar value={total[step]} top={top} />
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-slate-600">
        De visita a checkout: <strong>{percentOf(total.checkouts, total.views)}</strong> · De
        checkout a pago: <strong>{percentOf(total.paid, total.checkouts)}</strong>
      </p>
    </div>
  );
}

const COLUMNS = [
  { label: 'Curso' },
  { label: 'Visitas', className: 'text-right' },
  { label: 'Checkouts', className: 'text-right' },
  { label: 'Pagados', className: 'text-right' },
  { label: 'Visita a checkout', className: 'text-right' },
  { label: 'Checkout a pago', className: 'text-right' },
];

/** Each course's steps and rates, the most visited first. */
function CourseFunnels({ report }: { report: Funnel }) {
  return (
    <div className="overflow-x-auto">
      <ListTable
        caption="Embudo de ventas por curso"
        columns={COLUMNS}
        className="w-full tabular-nums"
      >
        {report.courses.map((course) => (
          <tr key={course.key}>
            <th scope="row" className={`${TABLE_CELL} font-medium`}>
              {course.title}
            </th>
            <td className={`${TABLE_CELL} text-right`}>{course.views}</td>
            <td className={`${TABLE_CELL} text-right`}>{course.checkouts}</td>
            <td className={`${TABLE_CELL} text-right`}>{course.paid}</td>
            <td className={`${TABLE_CELL} text-right`}>
              {percentOf(course.checkouts, course.views)}
            </td>
            <td className={`${TABLE_CELL} text-right`}>
              {percentOf(course.paid, course.checkouts)}
            </td>
          </tr>
        ))}
      </ListTable>
    </div>
  );
}

/** Course page → checkout → paid over a period the admin chooses, in total and per course. */
export function FunnelReport() {
  const [days, setDays] = useState<number>(DEFAULT_FUNNEL_DAYS);
  const query = useFunnelReport(days);
  return (
    <ChartCard
      title="Embudo de ventas"
      description={FUNNEL_RULE}
      actions={
        <>
          <SelectField
            label="Período"
            options={PERIOD_OPTIONS}
            value={String(days)}
            onChange={(event) => setDays(Number(event.target.value))}
          />
          <CsvLink href={funnelCsvHref(days)} of="del embudo de ventas" />
        </>
      }
    >
      <ReportState query={query}>
        {(report) => (
          <>
            <p className="text-sm text-slate-600">
              Del {longDay(report.from)} al {longDay(report.to)}.
            </p>
            <TotalFunnel total={report.total} />
            <CourseFunnels report={report} />
          </>
        )}
      </ReportState>
    </ChartCard>
  );
}
