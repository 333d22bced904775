/** One column on small screens, two on medium, three on large. */
export const COURSE_GRID_CLASSES = 'grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3';
