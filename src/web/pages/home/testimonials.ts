export type Testimonial = { name: string; role: string; quote: string };

/** What students and clients say; static text shown in the testimonials carousel. */
export const TESTIMONIALS: Testimonial[] = [
  {
    name: 'Martina Giménez',
    role: 'Estudiante de Contador Público, UNLP',
    quote:
      'Los ejercicios de costos que veíamos en la facultad por fin me cerraron. Las explicaciones son claras y las planillas de Excel me sirvieron para rendir el final.',
  },
  {
    name: 'Julián Acosta',
    role: 'Contador Público, UBA (recibido en 2023)',
    quote:
      'Me recibí sin haber liquidado nunca un IVA. Con el curso de primeros pasos armé mis primeras declaraciones juradas con seguridad y conseguí mis primeros clientes.',
  },
  {
    name: 'Carolina Sosa',
    role: 'Diseñadora gráfica, monotributista',
    quote:
      'Estaba mal categorizada y no lo sabía. Valeria me explicó todo con paciencia, me recategorizaron a tiempo y ahora tengo mis vencimientos bajo control.',
  },
  {
    name: 'Diego Ferreyra',
    role: 'Dueño de una distribuidora, Lanús',
    quote:
      'El análisis de costos nos mostró qué productos nos hacían perder plata. Ajustamos precios y en seis meses mejoramos el margen de forma notable.',
  },
  {
    name: 'Lucía Benítez',
    role: 'Estudiante de Contador Público, UNC',
    quote:
      'Puedo ver las clases cuando salgo del trabajo y repetirlas las veces que necesite. Los casos prácticos son iguales a los que después te encontrás en un estudio.',
  },
  {
    name: 'Federico Paz',
    role: 'Emprendedor gastronómico, Rosario',
    quote:
      'Pasar de monotributo a responsable inscripto me daba miedo. El estudio se ocupó de todo el trámite y me explicó cada paso. Un acompañamiento excelente.',
  },
];
