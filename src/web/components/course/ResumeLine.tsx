import type { OwnedResume } from '../../../shared/responses/learning';
import { formatClock } from '../../../shared/format-clock';

/** 'Continuar: Unidad 2 · Alta en ARCA, 03:12': where an owned course opens again. */
export function ResumeLine({ resume }: { resume: OwnedResume }) {
  return (
    <p className="truncate text-sm font-medium text-brand-800">
      Continuar: Unidad {resume.unitNumber} · {resume.moduleTitle}, {formatClock(resume.seconds)}
    </p>
  );
}
