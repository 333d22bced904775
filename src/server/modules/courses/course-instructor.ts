import { eq } from 'drizzle-orm';
import { NOT_A_TEAM_MEMBER } from '../../../shared/team';
import type { Instructor } from '../../../shared/responses/team';
import type { Db } from '../../db/client';
import { teamMembers } from '../../db/schema';
import { fieldError } from '../../errors';

/** The team member who teaches a course, as its page presents them; null for nobody. */
export async function loadInstructor(db: Db, id: number | null): Promise<Instructor | null> {
  if (id === null) return null;
  const [member] = await db
    .select({
      name: teamMembers.name,
      role: teamMembers.role,
      bio: teamMembers.bio,
      photoUrl: teamMembers.photoUrl,
    })
    .from(teamMembers)
    .where(eq(teamMembers.id, id));
  return member ?? null;
}

/** A course's teacher must be someone of the team: an `instructorId` field error otherwise. */
export async function checkInstructor(db: Db, id: number | null): Promise<void> {
  if (id !== null && !(await loadInstructor(db, id))) {
    throw fieldError('instructorId', NOT_A_TEAM_MEMBER);
  }
}
