import { FormProvider, useForm } from 'react-hook-form';
import { AboutSection } from './AboutSection';
import { courseFormValues, EMPTY_COURSE, type CourseFormValues } from './course-values';
import { CurriculumSection } from './CurriculumSection';
import { LeaveGuard } from './LeaveGuard';
import { MainInfoSection } from './MainInfoSection';
import { PresentationSection } from './PresentationSection';
import { SubmitBar } from './SubmitBar';
import { useCourseSubmit } from './use-course-submit';
import type { AdminCourse } from '../../../../shared/responses/admin';

/** The course form, empty for a new course or filled from `course`; submitted as a whole. */
export function CourseEditor({ course }: { course?: AdminCourse }) {
  const form = useForm<CourseFormValues>({
    defaultValues: course ? courseFormValues(course) : EMPTY_COURSE,
  });
  const { formId, submit, sending, saved } = useCourseSubmit(form, course);
  return (
    <FormProvider {...form}>
      <form
        id={formId}
        onSubmit={submit}
        noValidate
        aria-label={course ? 'Editar curso' : 'Crear curso'}
        className="flex flex-col gap-6"
      >
        <MainInfoSection />
        <PresentationSection />
        <AboutSection />
        <CurriculumSection />
        <SubmitBar label={course ? 'Guardar cambios' : 'Crear curso'} sending={sending} />
      </form>
      <LeaveGuard saved={saved} />
    </FormProvider>
  );
}
