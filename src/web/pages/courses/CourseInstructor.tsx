import { coverSrcSet } from '../../../shared/cover-images';
import type { Instructor } from '../../../shared/responses/team';

/** 'Quién enseña': the course's teacher from the firm's team, with photo, title and presentation. */
export function CourseInstructor({ instructor }: { instructor: Instructor }) {
  return (
    <section aria-labelledby="course-instructor" className="flex max-w-4xl flex-col gap-4">
      <h2 id="course-instructor" className="text-2xl font-bold text-brand-900">
        Quién enseña
      </h2>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        {instructor.photoUrl && (
          <img
            src={instructor.photoUrl}
            srcSet={coverSrcSet(instructor.photoUrl)}
            sizes="96px"
            alt={`Foto de ${instructor.name}`}
            width={96}
            height={96}
            loading="lazy"
            decoding="async"
            className="size-24 shrink-0 rounded-full object-cover"
          />
        )}
        <div className="flex flex-col gap-1">
          <p className="text-lg font-semibold text-brand-900">{instructor.name}</p>
          <p className="text-sm font-medium text-slate-700">{instructor.role}</p>
          <p className="mt-2 whitespace-pre-line text-slate-800">{instructor.bio}</p>
        </div>
      </div>
    </section>
  );
}
