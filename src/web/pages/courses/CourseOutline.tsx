import { PlayCircle } from 'lucide-react';
import { Accordion } from 'radix-ui';
import type { CourseDetail } from '../../../shared/courses';
import { UnitAccordionHeader } from '../../components/course/UnitAccordionHeader';

const modulesLabel = (count: number) => (count === 1 ? '1 módulo' : `${count} módulos`);

/** 'Contenido del curso': the units as an accordion (first one open) listing module titles. */
export function CourseOutline({ units }: { units: CourseDetail['units'] }) {
  if (units.length === 0) return null;
  const first = units[0] ? [String(units[0].id)] : [];
  return (
    <section aria-labelledby="course-outline" className="flex flex-col gap-4">
      <h2 id="course-outline" className="text-2xl font-bold text-brand-900">
        Contenido del curso
      </h2>
      <Accordion.Root
        type="multiple"
        defaultValue={first}
        className="overflow-hidden rounded-2xl ring-1 ring-slate-200"
      >
        {units.map((unit, index) => (
          <Accordion.Item
            key={unit.id}
            value={String(unit.id)}
            className="border-slate-200 not-first:border-t"
          >
            <UnitAccordionHeader
              number={index + 1}
              title={unit.title}
              detail={modulesLabel(unit.modules.length)}
            />
            <Accordion.Content className="max-h-[500px] overflow-y-auto">
              <ol className="flex flex-col divide-y divide-slate-100 px-5">
                {unit.modules.map((module) => (
                  <li key={module.id} className="flex items-center gap-3 py-3 text-slate-700">
                    <PlayCircle className="size-4 shrink-0 text-brand-500" aria-hidden="true" />
                    {module.title}
                  </li>
                ))}
              </ol>
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </section>
  );
}
