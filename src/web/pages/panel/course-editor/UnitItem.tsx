import { clsx } from 'clsx';
import { ChevronDown, Trash } from 'lucide';
import { useState } from 'react';
import { useFormState } from 'react-hook-form';
import { TextField } from '../../../components/ui/FormField';
import { Icon } from '../../../components/ui/Icon';
import { counted } from '../../../lib/plural';
import { useDisclosure } from '../../../lib/use-disclosure';
import type { UnitValues } from './course-values';
import { firstMessageIn, messageAt } from './form-errors';
import { itemActionLabel, UNIT } from './item-kinds';
import { ModuleList } from './ModuleList';
import { QuizEditor } from './QuizEditor';
import { IconButton, MoveButtons } from './RowActions';
import { SortableItem } from './SortableItem';
import { UnitReleaseField } from './UnitReleaseField';
import { useCourseField } from './use-course-field';

type UnitItemProps = {
  sortId: string;
  index: number;
  count: number;
  unit: UnitValues;
  onDelete: () => void;
};

/**
 * A unit: its title edited in place, and when it opens and its modules shown when expanded. A
 * new unit starts expanded; so does one whose modules or release the server found wrong.
 */
export function UnitItem({ sortId, index, count, unit, onDelete }: UnitItemProps) {
  const field = useCourseField();
  const { errors } = useFormState({ name: `units.${index}` });
  const { open, setOpen, contentId, buttonProps } = useDisclosure(unit.id === undefined);
  const modulesWrong = ['modules', 'quiz', 'release', 'releaseAfterDays', 'releaseDate'].some(
    (part) => firstMessageIn(errors, `units.${index}.${part}`) !== undefined,
  );
  const [wasWrong, setWasWrong] = useState(modulesWrong);
  if (modulesWrong !== wasWrong) {
    setWasWrong(modulesWrong);
    if (modulesWrong) setOpen(true);
  }
  const gone = messageAt(errors, `units.${index}.id`);

  return (
    <SortableItem
      sortId={sortId}
      handleLabel={itemActionLabel('Mover', UNIT, unit.title)}
      invalid={Boolean(gone)}
      className="rounded-xl bg-slate-50"
    >
      {(handle) => (
        <>
          <div className="flex items-end gap-2 p-3">
            {handle}
            <div className="min-w-0 flex-1">
              <TextField label={`Unidad ${index + 1}`} {...field(`units.${index}.title`)} />
            </div>
          </div>
          {gone && <p className="px-3 pb-2 text-sm text-red-600">{gone}</p>}
          <div className="flex flex-wrap items-center gap-1 border-t border-slate-200 px-3 py-1.5">
            <button
              {...buttonProps}
              className="mr-auto flex items-center gap-1.5 rounded-md px-2 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50"
            >
              <Icon
                node={ChevronDown}
                className={clsx('size-4 transition-transform', open && 'rotate-180')}
                aria-hidden="true"
              />
              {counted(unit.modules.length, 'módulo', 'módulos')}
              {unit.quiz && ' · con evaluación'}
            </button>
            <MoveButtons kind={UNIT} title={unit.title} index={index} count={count} />
            <IconButton
              label={itemActionLabel('Eliminar', UNIT, unit.title)}
              icon={Trash}
              tone="danger"
              onClick={onDelete}
            />
          </div>
          <div id={contentId} hidden={!open} className="border-t border-slate-200 p-3">
            {open && (
              <div className="flex flex-col gap-3">
                <UnitReleaseField unitIndex={index} />
                <ModuleList unitIndex={index} />
                <QuizEditor unitIndex={index} />
              </div>
            )}
          </div>
        </>
      )}
    </SortableItem>
  );
}
