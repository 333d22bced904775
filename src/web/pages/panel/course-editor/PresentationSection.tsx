import { TextField } from '../../../components/ui/FormField';
import { EditorSection } from './EditorSection';
import { IncludedLines } from './IncludedLines';
import { VIDEO_HINT } from './item-kinds';
import { LearningList } from './LearningList';
import { useCourseField } from './use-course-field';

/** 'Presentación': what the student will learn, what the course includes, the presentation video. */
export function PresentationSection() {
  const field = useCourseField();
  return (
    <EditorSection title="Presentación">
      <LearningList />
      <IncludedLines />
      <TextField
        label="Video de presentación"
        hint={VIDEO_HINT}
        autoComplete="off"
        {...field('urlTrailer')}
      />
    </EditorSection>
  );
}
