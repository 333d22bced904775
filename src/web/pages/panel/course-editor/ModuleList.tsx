import { newItem } from './course-values';
import { MODULE, VIDEO_HINT } from './item-kinds';
import { ItemList } from './ItemList';
import { PresenceTag, PreviewTag } from './ItemRow';
import { ModuleVideoField } from './ModuleVideoField';
import { useItemList } from './use-item-list';

/** The modules of one unit; they move only within it. */
export function ModuleList({ unitIndex }: { unitIndex: number }) {
  const name = `units.${unitIndex}.modules` as const;
  const list = useItemList(name);
  return (
    <ItemList
      kind={MODULE}
      label={`Módulos de la unidad ${unitIndex + 1}`}
      list={list}
      rows={list.items.map(({ key, value, error }) => ({
        key,
        error,
        title: value.title,
        tags: (
          <>
            <PresenceTag present={value.videoId.trim() !== ''} yes="Con video" no="Sin video" />
            {value.preview && <PreviewTag />}
          </>
        ),
      }))}
      onAdd={() => list.append(newItem.module())}
      dialogFields={(index) => [
        { path: `${name}.${index}.title`, label: 'Título' },
        {
          path: `${name}.${index}.videoId`,
          label: 'Video',
          hint: `${VIDEO_HINT} Dejalo vacío si todavía no está.`,
          render: (control) => (
            <ModuleVideoField {...control} durationPath={`${name}.${index}.durationMinutes`} />
          ),
        },
        {
          path: `${name}.${index}.durationMinutes`,
          label: 'Duración (minutos)',
          hint: 'Las horas del certificado del curso suman las de sus módulos.',
          type: 'number',
        },
        {
          path: `${name}.${index}.preview`,
          label: 'Vista previa gratuita',
          hint: 'Cualquiera puede verla, sin comprar el curso: aparece con «Ver gratis» en la página del curso. Sus materiales siguen siendo solo de los alumnos.',
          type: 'checkbox',
        },
      ]}
    />
  );
}
