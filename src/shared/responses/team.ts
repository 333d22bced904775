import { z } from 'zod';

/** A person of the firm's team as a course page presents them ('Quién enseña'). */
export const InstructorSchema = z.object({
  name: z.string(),
  role: z.string(),
  bio: z.string(),
  photoUrl: z.string().nullable(),
});
export type Instructor = z.infer<typeof InstructorSchema>;

/** A person of the team in the panel's 'Equipo'. */
export const TeamMemberSchema = InstructorSchema.extend({ id: z.number() });
export type TeamMember = z.infer<typeof TeamMemberSchema>;

export const TeamMembersSchema = z.object({ members: z.array(TeamMemberSchema) });
export type TeamMembers = z.infer<typeof TeamMembersSchema>;

export const TeamMemberAnswerSchema = z.object({ message: z.string(), member: TeamMemberSchema });
export type TeamMemberAnswer = z.infer<typeof TeamMemberAnswerSchema>;
