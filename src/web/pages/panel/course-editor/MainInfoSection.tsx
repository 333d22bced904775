import { CATEGORY_LABELS, COURSE_CATEGORIES } from '../../../../shared/courses';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/FormField';
import { PriceField, SaleFields } from '../PriceFields';
import { CoverPictureField } from './CoverPictureField';
import { EditorSection } from './EditorSection';
import { InstructorField } from './InstructorField';
import { useCourseField } from './use-course-field';

const CATEGORY_OPTIONS = COURSE_CATEGORIES.map((value) => ({
  value,
  label: CATEGORY_LABELS[value],
}));

const VISIBILITY_OPTIONS = [
  { value: 'true', label: 'Público' },
  { value: 'false', label: 'Privado' },
];

/**
 * 'Información principal': cover, title, description, category, visibility, price, and a sale
 * price with the moment it ends, and who teaches it.
 */
export function MainInfoSection() {
  const field = useCourseField();
  return (
    <EditorSection title="Información principal">
      <CoverPictureField />
      <TextField label="Título" autoComplete="off" {...field('title')} />
      <TextAreaField
        label="Descripción"
        hint="Una o dos oraciones: se ven en la tarjeta del curso, en el catálogo."
        className="min-h-24"
        {...field('description')}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField label="Categoría" options={CATEGORY_OPTIONS} {...field('category')} />
        <SelectField label="Visibilidad" options={VISIBILITY_OPTIONS} {...field('visibility')} />
        <PriceField {...field('price')} />
      </div>
      <SaleFields salePrice={field('salePrice')} saleEndsAt={field('saleEndsAt')} />
      <InstructorField />
    </EditorSection>
  );
}
