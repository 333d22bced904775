/** The singular word for one, the plural otherwise: plural(3, 'alumno', 'alumnos') → 'alumnos'. */
export const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

/** The count and its word: counted(1, 'usuario', 'usuarios') → '1 usuario'. */
export const counted = (count: number, one: string, many: string) =>
  `${count} ${plural(count, one, many)}`;
