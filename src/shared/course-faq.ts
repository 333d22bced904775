// A course's questions answered before buying ('Preguntas frecuentes'), without zod: the course
// page reads the firm's defaults from here.

/** One question of a course's FAQ, as the course editor saves it. */
export type CourseFaqEntry = { question: string; answer: string };

export const MAX_FAQ_ENTRIES = 12;
