import { useQuery } from '@tanstack/react-query';
import type { CourseCard } from '../../shared/courses';
import { apiRequest } from './client';

export const courseKeys = { catalogue: ['courses'] as const };

export function fetchCatalogue() {
  return apiRequest<{ courses: CourseCard[] }>('/courses').then((answer) => answer.courses);
}

/** The public catalogue: visible courses only. */
export function useCatalogue() {
  return useQuery({ queryKey: courseKeys.catalogue, queryFn: fetchCatalogue });
}
