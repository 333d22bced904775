import { z } from 'zod';

/** A material's file: its key in the private area, its original name, bytes and type. */
export const MaterialFileSchema = z.object({
  key: z.string(),
  name: z.string(),
  size: z.number(),
  type: z.string(),
});
export type MaterialFile = z.infer<typeof MaterialFileSchema>;

/** `POST /api/admin/materials/files`: the stored upload, for the course form to carry. */
export const MaterialUploadAnswerSchema = z.object({
  message: z.string(),
  file: MaterialFileSchema,
});
export type MaterialUploadAnswer = z.infer<typeof MaterialUploadAnswerSchema>;
