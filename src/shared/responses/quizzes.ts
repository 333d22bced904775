import { z } from 'zod';
import type { CourseProgress } from './learning';

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

/** A student's best result so far in an evaluation. */
const StandingSchema = z.object({
  attempts: z.number(),
  bestScore: z.number().nullable(),
  passed: z.boolean(),
});
export type QuizStanding = z.infer<typeof StandingSchema>;

/** An evaluation as a student takes it: never which options are correct. */
export const StudentQuizSchema = z.object({
  unitId: z.number(),
  unitTitle: z.string(),
  passingScore: z.number(),
  questions: z.array(
    z.object({
      id: z.number(),
      text: z.string(),
      /** More than one option is correct: the player offers check boxes. */
      multiple: z.boolean(),
      options: z.array(z.object({ id: z.number(), text: z.string() })),
    }),
  ),
  standing: StandingSchema,
});
export type StudentQuiz = z.infer<typeof StudentQuizSchema>;

/** A graded attempt: the score, whether it passed, and what was right with its explanation. */
export const QuizResultSchema = z.object({
  score: z.number(),
  passed: z.boolean(),
  results: z.array(
    z.object({ questionId: z.number(), correct: z.boolean(), explanation: z.string().optional() }),
  ),
  standing: StandingSchema,
});
/** The graded attempt with the course's progress after it (the route adds its schema). */
export type QuizResult = z.infer<typeof QuizResultSchema> & { progress: CourseProgress };

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
