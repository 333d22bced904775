import { clsx } from 'clsx';

const proseClasses = [
  'text-slate-700 leading-relaxed',
  '[&>*+*]:mt-4',
  '[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-brand-900',
  '[&_h4]:mt-6 [&_h4]:text-lg [&_h4]:font-semibold [&_h4]:text-brand-900',
  '[&_h5]:mt-4 [&_h5]:font-semibold [&_h5]:text-brand-900',
  '[&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_li+li]:mt-1.5',
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2',
  '[&_strong]:font-semibold [&_strong]:text-slate-900',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-accent-400 [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:text-sm',
  '[&_img]:max-w-full [&_img]:rounded-lg [&_hr]:border-slate-200',
];

/** The classes of rendered markdown's wrapper, apart from the renderer (see <CourseDescription>). */
export const markdownClassName = (className?: string) => clsx(proseClasses, className);
