import { z } from 'zod';
import { reviewAuthor } from './course-reviews';
import { requiredText } from './fields';

/** The longest question or answer, in characters. */
export const QUESTION_MAX_LENGTH = 2000;

/** Questions one person may ask in an hour, across every course. */
export const QUESTIONS_PER_HOUR = 5;

export const QUESTIONS_RATE_MESSAGE =
  'Ya hiciste varias preguntas en la última hora. Esperá un rato y volvé a preguntar.';

/** A student's question about a lesson (markdown). */
export const AskQuestionSchema = z.object({
  text: requiredText('tu pregunta', 'La pregunta', { min: 5, max: QUESTION_MAX_LENGTH }),
});
export type AskQuestion = z.infer<typeof AskQuestionSchema>;

/** The firm's answer to a question, written in the panel (markdown). */
export const AnswerQuestionSchema = z.object({
  text: requiredText('la respuesta', 'La respuesta', { min: 2, max: QUESTION_MAX_LENGTH }),
});
export type AnswerQuestion = z.infer<typeof AnswerQuestionSchema>;

/** 'María G.': how other students see who asked, as a review names its author. */
export const askerName = reviewAuthor;
