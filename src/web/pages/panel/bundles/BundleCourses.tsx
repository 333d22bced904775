import { Plus, Trash } from 'lucide';
import { useState } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { MAX_BUNDLE_COURSES, MIN_BUNDLE_COURSES } from '../../../../shared/bundles';
import { formatPrice } from '../../../../shared/money';
import type { AdminCourseCard } from '../../../../shared/responses/admin';
import { Button } from '../../../components/ui/Button';
import { SelectField } from '../../../components/ui/FormField';
import { Icon } from '../../../components/ui/Icon';
import { StatusTag } from '../../../components/ui/StatusTag';
import { itemActionLabel, itemName, type ItemKind } from '../course-editor/item-kinds';
import { IconButton, MoveButtons } from '../course-editor/RowActions';
import { SortableItem } from '../course-editor/SortableItem';
import { SortableList } from '../course-editor/SortableList';
import { bundleSaving, typedPrice, type BundleFormValues } from './bundle-values';

const COURSE: ItemKind = {
  noun: 'curso',
  plural: 'Cursos',
  article: 'el',
  demonstrative: 'este',
  untitled: 'Sin título',
  empty: 'Todavía no elegiste cursos.',
};

/** 'se ahorra $ 20.000,00 (25 %)', or what is wrong with a price that saves nothing. */
function savingText(saving: number, percent: number | null): string {
  if (saving <= 0) return 'no se ahorra nada: cuesta lo mismo o más que los cursos por separado.';
  return `se ahorra ${formatPrice(saving)}${percent === null ? '' : ` (${percent} %)`}.`;
}

/** What the courses cost one by one, and what the bundle's price and sale save against that. */
function Saving({ ids, courses }: { ids: number[]; courses: AdminCourseCard[] }) {
  const [price, salePrice] = useWatch<BundleFormValues, ['price', 'salePrice']>({
    name: ['price', 'salePrice'],
  });
  if (ids.length === 0) return null;
  const list = bundleSaving(ids, courses, typedPrice(price));
  const sale = bundleSaving(ids, courses, typedPrice(salePrice));
  return (
    <div className="flex flex-col gap-1 rounded-lg bg-slate-50 p-3 text-sm text-slate-800 tabular-nums">
      <p>
        Por separado, a sus precios de lista:{' '}
        <strong className="font-semibold">{formatPrice(list.separate)}</strong>.
      </p>
      {list.saving !== null && (
        <p>
          Con la ruta a {formatPrice(typedPrice(price) ?? 0)},{' '}
          {savingText(list.saving, list.percent)}
        </p>
      )}
      {sale.saving !== null && (
        <p>
          En oferta, a {formatPrice(typedPrice(salePrice) ?? 0)},{' '}
          {savingText(sale.saving, sale.percent)}
        </p>
      )}
    </div>
  );
}

/**
 * The bundle's courses: chosen from every course (hidden ones too), listed in the order the
 * route takes them, moved with 'Subir' and 'Bajar' (or dragged) and taken out with 'Quitar';
 * below, the sum of their prices and what the bundle saves.
 */
export function BundleCourses({ courses }: { courses: AdminCourseCard[] }) {
  const { control, setValue, clearErrors } = useFormContext<BundleFormValues>();
  const ids = useWatch({ control, name: 'courseIds' });
  const { errors } = useFormState({ control, name: 'courseIds' });
  const [adding, setAdding] = useState('');

  const byId = new Map(courses.map((course) => [course.id, course]));
  const titleOf = (id: number) => byId.get(id)?.title ?? `Curso ${id}`;
  const change = (next: number[]) => {
    setValue('courseIds', next, { shouldDirty: true });
    clearErrors('courseIds');
  };
  const move = (from: number, to: number) => {
    const next = [...ids];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    change(next);
  };
  const available = courses.filter((course) => !ids.includes(course.id));
  const chosen = adding !== '' && available.some((course) => String(course.id) === adding);
  const add = () => {
    if (!chosen || ids.length >= MAX_BUNDLE_COURSES) return;
    change([...ids, Number(adding)]);
    setAdding('');
  };

  return (
    <>
      <p className="text-sm text-slate-600">
        De {MIN_BUNDLE_COURSES} a {MAX_BUNDLE_COURSES} cursos, en el orden en que conviene hacerlos:
        así los muestra la página de la ruta.
      </p>
      {ids.length === 0 ? (
        <p className="text-sm text-slate-700">{COURSE.empty}</p>
      ) : (
        <SortableList
          ids={ids.map(String)}
          onMove={move}
          describe={(index) => itemName(COURSE, titleOf(ids[index]!))}
        >
          <ol aria-label="Cursos de la ruta" className="flex flex-col gap-2">
            {ids.map((id, index) => {
              const course = byId.get(id);
              const title = titleOf(id);
              return (
                <SortableItem
                  key={id}
                  sortId={String(id)}
                  handleLabel={itemActionLabel('Mover', COURSE, title)}
                  invalid={false}
                  className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg bg-white p-1.5"
                >
                  {(handle) => (
                    <>
                      {handle}
                      <div className="flex min-w-40 flex-1 flex-col gap-1 py-1">
                        <p className="font-medium break-words text-slate-900">
                          {index + 1}. {title}
                        </p>
                        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600 tabular-nums">
                          {course ? formatPrice(course.price) : 'Curso no encontrado'}
                          {course && !course.visibility && (
                            <StatusTag tone="neutral">Privado</StatusTag>
                          )}
                        </p>
                      </div>
                      <div className="ml-auto flex items-center">
                        <MoveButtons kind={COURSE} title={title} index={index} count={ids.length} />
                        <IconButton
                          label={itemActionLabel('Quitar', COURSE, title)}
                          icon={Trash}
                          tone="danger"
                          onClick={() => change(ids.filter((other) => other !== id))}
                        />
                      </div>
                    </>
                  )}
                </SortableItem>
              );
            })}
          </ol>
        </SortableList>
      )}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1">
          <SelectField
            label="Agregar un curso"
            options={[
              {
                value: '',
                label: available.length ? 'Elegí un curso…' : 'Ya están todos los cursos',
              },
              ...available.map((course) => ({
                value: String(course.id),
                label: `${course.title}${course.visibility ? '' : ' (privado)'} · ${formatPrice(course.price)}`,
              })),
            ]}
            value={adding}
            onChange={(event) => setAdding(event.target.value)}
            error={errors.courseIds?.message ?? errors.courseIds?.root?.message}
          />
        </div>
        <Button
          variant="outline"
          onClick={add}
          disabled={!chosen || ids.length >= MAX_BUNDLE_COURSES}
          className="sm:mt-7"
        >
          <Icon node={Plus} className="size-4" aria-hidden="true" />
          Agregar curso
        </Button>
      </div>
      <Saving ids={ids} courses={courses} />
    </>
  );
}
