import { z } from 'zod';
import type { QuizResultAnswerSchema } from './learning';

/** A unit's evaluation as the editor loads it: every question and option, answers included. */
export const EditableQuizSchema = z.object({
  id: z.number(),
  passingScore: z.number(),
  questions: z.array(
    z.object({
      id: z.number(),
      text: z.string(),
      explanation: z.string().optional(),
      options: z.array(z.object({ id: z.number(), text: z.string(), correct: z.boolean() })),
    }),
  ),
});
export type EditableQuiz = z.infer<typeof EditableQuizSchema>;

/** What the study view tells of a unit's evaluation before it is opened. */
export const QuizSummarySchema = z.object({
  id: z.number(),
  passingScore: z.number(),
  questionCount: z.number(),
});
export type QuizSummary = z.infer<typeof QuizSummarySchema>;

/**
 * A student's standing in an evaluation. Before it is passed no score is told (a score counts
 * the questions right, which a search by trial would use): `bestScore` is null until then.
 */
const StandingSchema = z.object({
  attempts: z.number(),
  bestScore: z.number().nullable(),
  passed: z.boolean(),
  /** After the second failure in a row, when the next attempt opens (ISO); null: now. */
  nextAttemptAt: z.string().nullable(),
});
export type QuizStanding = z.infer<typeof StandingSchema>;

/**
 * An evaluation as a student takes it: never which options are correct nor how many are (every
 * question is answered with check boxes), the options in an order the server draws each time.
 */
export const StudentQuizSchema = z.object({
  unitId: z.number(),
  unitTitle: z.string(),
  passingScore: z.number(),
  questions: z.array(
    z.object({
      id: z.number(),
      text: z.string(),
      options: z.array(z.object({ id: z.number(), text: z.string() })),
    }),
  ),
  standing: StandingSchema,
});
export type StudentQuiz = z.infer<typeof StudentQuizSchema>;

export const StudentQuizAnswerSchema = z.object({ quiz: StudentQuizSchema });
export type StudentQuizAnswer = z.infer<typeof StudentQuizAnswerSchema>;

/**
 * A graded attempt: whether it passed. Once the evaluation is passed, also the score and what
 * was right with its explanation; before, the score is null and the results are empty.
 */
export const QuizResultSchema = z.object({
  score: z.number().nullable(),
  passed: z.boolean(),
  results: z.array(
    z.object({ questionId: z.number(), correct: z.boolean(), explanation: z.string().optional() }),
  ),
  standing: StandingSchema,
});
/** The graded attempt with the course's progress after it (its schema is beside the progress's). */
export type QuizResult = z.infer<typeof QuizResultAnswerSchema>;

/** For the panel: how each evaluation of a course is going, and which questions fail most. */
export const QuizStatsSchema = z.object({
  quizzes: z.array(
    z.object({
      unitId: z.number(),
      unitTitle: z.string(),
      passingScore: z.number(),
      attempts: z.number(),
      students: z.number(),
      passedStudents: z.number(),
      /** Passed attempts over all attempts, a whole percent; null without attempts. */
      passRate: z.number().nullable(),
      /** Questions by how often they were answered wrong, most failed first. */
      questions: z.array(
        z.object({ id: z.number(), text: z.string(), answered: z.number(), failed: z.number() }),
      ),
    }),
  ),
});
export type QuizStats = z.infer<typeof QuizStatsSchema>;
