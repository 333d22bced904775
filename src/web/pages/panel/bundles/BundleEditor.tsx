import { FormProvider, useForm, useFormState } from 'react-hook-form';
import type { AdminCourseCard } from '../../../../shared/responses/admin';
import type { AdminBundle } from '../../../../shared/responses/bundles';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/FormField';
import { CoverPictureField } from '../course-editor/CoverPictureField';
import { EditorSection } from '../course-editor/EditorSection';
import { SubmitBar } from '../course-editor/SubmitBar';
import { PriceField, SaleFields } from '../PriceFields';
import { BundleCourses } from './BundleCourses';
import { bundleFormValues, EMPTY_BUNDLE, type BundleFormValues } from './bundle-values';
import { useBundleSubmit } from './use-bundle-submit';

const VISIBILITY_OPTIONS = [
  { value: 'true', label: 'Pública' },
  { value: 'false', label: 'Privada' },
];

type TextName = Exclude<keyof BundleFormValues, 'picture' | 'courseIds'>;

/** The props of a field bound to one text value of the form, with the server's message for it. */
function useBundleField(form: ReturnType<typeof useForm<BundleFormValues>>) {
  const { errors } = useFormState({ control: form.control });
  return (name: TextName) => ({
    ...form.register(name, { onChange: () => form.clearErrors(name) }),
    error: errors[name]?.message,
  });
}

/**
 * The form of a 'Ruta de aprendizaje', empty for a new one or filled from `bundle`: its data
 * and picture, its price and sale, and its courses in order. Submitted as a whole.
 */
export function BundleEditor({
  bundle,
  courses,
}: {
  bundle?: AdminBundle;
  courses: AdminCourseCard[];
}) {
  const form = useForm<BundleFormValues>({
    defaultValues: bundle ? bundleFormValues(bundle) : EMPTY_BUNDLE,
  });
  const titleOf = (id: number) =>
    courses.find((course) => course.id === id)?.title ?? `Curso ${id}`;
  const { formProps, sending } = useBundleSubmit(form, bundle, titleOf);
  const field = useBundleField(form);
  return (
    <FormProvider {...form}>
      <form
        {...formProps}
        aria-label={bundle ? 'Editar ruta' : 'Nueva ruta'}
        className="flex flex-col gap-6"
      >
        <EditorSection title="Información principal">
          {/* The course editor's cover field: it edits the form's `picture` the same way. */}
          <CoverPictureField />
          <TextField label="Título" autoComplete="off" {...field('title')} />
          <TextField
            label="Dirección (slug)"
            autoComplete="off"
            hint="Opcional: vacía, se arma con el título. Minúsculas, números y guiones; la página queda en /rutas/número/dirección."
            {...field('slug')}
          />
          <TextAreaField
            label="Descripción"
            hint="Para quién es la ruta y a dónde llega: se ve en su tarjeta y en su página."
            className="min-h-24"
            {...field('description')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label="Visibilidad"
              options={VISIBILITY_OPTIONS}
              hint="Una ruta privada no figura en el catálogo ni se puede comprar."
              {...field('visibility')}
            />
            <PriceField
              hint="Lo que cuesta la ruta completa; conviene que sea menor que la suma de sus cursos."
              {...field('price')}
            />
          </div>
          <SaleFields salePrice={field('salePrice')} saleEndsAt={field('saleEndsAt')} />
        </EditorSection>
        <EditorSection title="Cursos de la ruta">
          <BundleCourses courses={courses} />
        </EditorSection>
        <SubmitBar label={bundle ? 'Guardar cambios' : 'Crear ruta'} sending={sending} />
      </form>
    </FormProvider>
  );
}
