import { Tabs } from 'radix-ui';
import { useWatch } from 'react-hook-form';
import { TextAreaField } from '../../../components/ui/FormField';
import { Markdown } from '../../../components/markdown/Markdown';
import type { CourseFormValues } from './course-values';
import { EditorSection } from './EditorSection';
import { useCourseField } from './use-course-field';

const tabClasses =
  'rounded-md px-3 py-1.5 text-sm font-semibold text-slate-600 hover:text-brand-800 data-[state=active]:bg-white data-[state=active]:text-brand-900 data-[state=active]:shadow-sm';

const TABS = [
  { value: 'write', label: 'Escribir' },
  { value: 'preview', label: 'Vista previa' },
];

const MARKDOWN_HINT =
  'Se muestra en la página del curso. Admite Markdown: **negrita**, *cursiva*, listas con ' +
  'guiones y títulos con #.';

function ContentPreview() {
  const content = useWatch<CourseFormValues, 'content'>({ name: 'content' });
  if (content.trim() === '') {
    return <p className="text-sm text-slate-600">Todavía no hay nada para mostrar.</p>;
  }
  return <Markdown>{content}</Markdown>;
}

/** '¿De qué trata la capacitación?': the course's content in markdown, and how it will look. */
export function AboutSection() {
  const field = useCourseField();
  return (
    <EditorSection title="¿De qué trata la capacitación?">
      <Tabs.Root defaultValue="write" className="flex flex-col gap-4">
        <Tabs.List
          aria-label="Vista del texto"
          className="flex w-fit gap-1 rounded-lg bg-slate-100 p-1"
        >
          {TABS.map((tab) => (
            <Tabs.Trigger key={tab.value} value={tab.value} className={tabClasses}>
              {tab.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="write" className="focus-visible:outline-2">
          <TextAreaField
            label="Texto"
            hint={MARKDOWN_HINT}
            className="min-h-64 font-mono text-sm"
            {...field('content')}
          />
        </Tabs.Content>
        <Tabs.Content
          value="preview"
          className="min-h-64 rounded-lg border border-slate-200 p-5 focus-visible:outline-2"
        >
          <ContentPreview />
        </Tabs.Content>
      </Tabs.Root>
    </EditorSection>
  );
}
