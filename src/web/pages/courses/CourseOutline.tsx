import { CirclePlay } from 'lucide';
import { UnitDisclosure } from '../../components/course/UnitDisclosure';
import { Icon } from '../../components/ui/Icon';
import { useOpenSet } from '../../lib/use-open-set';
import { Link } from '../../navigation/Link';
import { previewPagePath } from '../../../shared/course-preview';
import type { CourseDetail } from '../../../shared/responses/courses';

const modulesLabel = (count: number) => (count === 1 ? '1 módulo' : `${count} módulos`);

/** 'Contenido del curso': the units, each showing or hiding its module titles, free lessons marked 'Ver gratis'. */
export function CourseOutline({ course }: { course: Pick<CourseDetail, 'id' | 'slug' | 'units'> }) {
  const { units } = course;
  // The first unit opens, and every unit with a free lesson, so that 'Ver gratis' is in sight.
  const { isOpen, toggle } = useOpenSet(
    units
      .filter((unit, index) => index === 0 || unit.modules.some((module) => module.preview))
      .map((unit) => String(unit.id)),
  );
  if (units.length === 0) return null;
  return (
    <section aria-labelledby="course-outline" className="flex flex-col gap-4">
      <h2 id="course-outline" className="text-2xl font-bold text-brand-900">
        Contenido del curso
      </h2>
      <div className="overflow-hidden rounded-2xl ring-1 ring-slate-200">
        {units.map((unit, index) => (
          <UnitDisclosure
            key={unit.id}
            number={index + 1}
            title={unit.title}
            detail={modulesLabel(unit.modules.length)}
            open={isOpen(String(unit.id))}
            onToggle={() => toggle(String(unit.id))}
            contentClassName="max-h-[500px] overflow-y-auto"
          >
            <ol className="flex flex-col divide-y divide-slate-100 px-5">
              {unit.modules.map((module) => (
                <li key={module.id} className="flex items-center gap-3 py-3 text-slate-700">
                  <Icon
                    node={CirclePlay}
                    className="size-4 shrink-0 text-brand-500"
                    aria-hidden="true"
                  />
                  <span className="min-w-0 flex-1">{module.title}</span>
                  {module.preview && (
                    <Link
                      to={previewPagePath(course, module.id)}
                      aria-label={`Ver gratis: ${module.title}`}
                      className="shrink-0 rounded-full bg-emerald-50 px-3 py-1 text-sm font-semibold text-emerald-800 ring-1 ring-emerald-200 hover:bg-emerald-100"
                    >
                      Ver gratis
                    </Link>
                  )}
                </li>
              ))}
            </ol>
          </UnitDisclosure>
        ))}
      </div>
    </section>
  );
}
