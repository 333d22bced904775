import { asc, eq } from 'drizzle-orm';
import { TEAM_MEMBER_UNKNOWN, type TeamMemberForm } from '../../../shared/team';
import type { TeamMember } from '../../../shared/responses/team';
import type { ServiceContext } from '../../context';
import { teamMembers } from '../../db/schema';
import { notFound } from '../../errors';
import { readCoverPicture, storeCoverPicture } from '../courses/cover-picture';

const memberColumns = {
  id: teamMembers.id,
  name: teamMembers.name,
  role: teamMembers.role,
  bio: teamMembers.bio,
  photoUrl: teamMembers.photoUrl,
};

/** The firm's team, in the order its people were added ('Equipo'). */
export async function teamMembersList(ctx: ServiceContext): Promise<TeamMember[]> {
  return ctx.db.select(memberColumns).from(teamMembers).orderBy(asc(teamMembers.id));
}

async function loadMember(ctx: ServiceContext, id: number): Promise<TeamMember | undefined> {
  const [member] = await ctx.db
    .select(memberColumns)
    .from(teamMembers)
    .where(eq(teamMembers.id, id));
  return member;
}

/**
 * Saves a person of the team from the panel's form, new (`id` undefined) or over an existing
 * one. The photo is stored as a course's cover is; the course pages that present them as their
 * teacher are told.
 */
export async function saveTeamMember(
  ctx: ServiceContext,
  input: TeamMemberForm,
  id?: number,
): Promise<TeamMember> {
  const existing = id === undefined ? undefined : await loadMember(ctx, id);
  if (id !== undefined && !existing) throw notFound(TEAM_MEMBER_UNKNOWN);
  const photo = await readCoverPicture(input.photo, existing?.photoUrl ?? null, 'photo');
  const fields = {
    name: input.name,
    role: input.role,
    bio: input.bio,
    photoUrl: await storeCoverPicture(ctx, photo),
  };
  const now = ctx.now();
  const [saved] = existing
    ? await ctx.db
        .update(teamMembers)
        .set({ ...fields, updatedAt: now })
        .where(eq(teamMembers.id, existing.id))
        .returning(memberColumns)
    : await ctx.db
        .insert(teamMembers)
        .values({ ...fields, createdAt: now, updatedAt: now })
        .returning(memberColumns);
  if (!saved) throw notFound(TEAM_MEMBER_UNKNOWN);
  await ctx.invalidation.publish('catalogue');
  return saved;
}
