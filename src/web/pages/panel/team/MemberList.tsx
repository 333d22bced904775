import type { TeamMember } from '../../../../shared/responses/team';
import { Button } from '../../../components/ui/Button';

type MemberListProps = { members: TeamMember[]; onEdit: (member: TeamMember) => void };

/** The team, one card each: photo, name, title and the start of the presentation. */
export function MemberList({ members, onEdit }: MemberListProps) {
  return (
    <ul className="flex flex-col gap-3">
      {members.map((member) => (
        <li
          key={member.id}
          aria-label={member.name}
          className="flex items-start gap-4 rounded-xl border border-slate-200 bg-white p-4"
        >
          {member.photoUrl ? (
            <img
              src={member.photoUrl}
              alt=""
              width={56}
              height={56}
              loading="lazy"
              className="size-14 shrink-0 rounded-full object-cover"
            />
          ) : (
            <div aria-hidden="true" className="size-14 shrink-0 rounded-full bg-slate-100" />
          )}
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <p className="font-semibold text-brand-900">{member.name}</p>
            <p className="text-sm text-slate-700">{member.role}</p>
            <p className="line-clamp-2 text-sm text-slate-600">{member.bio}</p>
          </div>
          <Button variant="outline" size="sm" onClick={() => onEdit(member)}>
            Editar
          </Button>
        </li>
      ))}
    </ul>
  );
}
