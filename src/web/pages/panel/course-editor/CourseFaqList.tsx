import { MAX_FAQ_ENTRIES } from '../../../../shared/course-faq';
import { newItem } from './course-values';
import { FAQ_ENTRY } from './item-kinds';
import { ItemList } from './ItemList';
import { useItemList } from './use-item-list';

/**
 * The course's own 'Preguntas frecuentes', shown on its page before the firm's (access without
 * expiry, invoice, cuotas, certificate, arrepentimiento), which need not be repeated here.
 */
export function CourseFaqList() {
  const list = useItemList('faq');
  return (
    <ItemList
      kind={FAQ_ENTRY}
      list={list}
      rows={list.items.map(({ key, value, error }) => ({ key, error, title: value.question }))}
      onAdd={() => list.append(newItem.faqEntry())}
      dialogFields={(index) => [
        {
          path: `faq.${index}.question`,
          label: 'Pregunta',
          hint: `Hasta ${MAX_FAQ_ENTRIES} preguntas propias del curso: «¿Sirve si ya estoy inscripto?».`,
        },
        { path: `faq.${index}.answer`, label: 'Respuesta', multiline: true },
      ]}
      className="max-h-[240px]"
    />
  );
}
