import type { TeamMember } from '../../../../shared/responses/team';

/** A person of the team as the dialog edits them: the photo a URL, a new data URL, or null. */
export type MemberValues = { name: string; role: string; bio: string; photo: string | null };

export const NEW_MEMBER: MemberValues = { name: '', role: '', bio: '', photo: null };

export const memberValues = (member: TeamMember): MemberValues => ({
  name: member.name,
  role: member.role,
  bio: member.bio,
  photo: member.photoUrl,
});
