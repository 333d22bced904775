import type { NewCourse } from '../../modules/courses/course-store';

export type DemoCourse = Omit<NewCourse, 'slug' | 'pictureUrl'> & {
  palette: { from: string; to: string; accent: string };
};

// Placeholder: replaced by the full demo catalogue.
export const DEMO_COURSES: DemoCourse[] = [
  {
    title: 'Contabilidad básica para estudiantes',
    description: 'Los fundamentos de la partida doble.',
    category: 'student',
    visibility: true,
    price: 25000,
    urlTrailer: '',
    content: '## Introducción',
    learningList: ['Registrar asientos contables'],
    units: [{ title: 'Unidad 1', modules: [{ title: 'Módulo 1', videoId: '' }] }],
    materials: [{ title: 'Guía', url: 'https://example.com/guia.pdf' }],
    palette: { from: '#0f3d5e', to: '#1f7a8c', accent: '#f2c14e' },
  },
];
