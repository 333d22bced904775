import { TextField } from '../../../components/ui/FormField';
import { CourseFaqList } from './CourseFaqList';
import { EditorSection } from './EditorSection';
import { IncludedLines } from './IncludedLines';
import { VIDEO_HINT } from './item-kinds';
import { LearningList } from './LearningList';
import { useCourseField } from './use-course-field';

/**
 * 'Presentación': what the student will learn, what the course includes, its own questions
 * answered, the presentation video.
 */
export function PresentationSection() {
  const field = useCourseField();
  return (
    <EditorSection title="Presentación">
      <LearningList />
      <IncludedLines />
      <CourseFaqList />
      <TextField
        label="Video de presentación"
        hint={VIDEO_HINT}
        autoComplete="off"
        {...field('urlTrailer')}
      />
    </EditorSection>
  );
}
