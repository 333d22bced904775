import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as routes from '../../shared/contracts/admin-team';
import type { TeamMemberFormInput } from '../../shared/team';
import { adminKeys } from './admin';
import { call } from './call';
import { retryServerErrors } from './courses';

const teamKey = [...adminKeys.all, 'team'] as const;

/** The firm's team ('Equipo'), in the order its people were added. */
export function useTeam() {
  return useQuery({
    queryKey: teamKey,
    queryFn: () => call(routes.listTeam).then((answer) => answer.members),
    retry: retryServerErrors,
  });
}

/** Adds a person (no id) or saves one over an existing person; the team is fetched again. */
export function useSaveTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, member }: { id: number | null; member: TeamMemberFormInput }) =>
      id === null
        ? call(routes.createTeamMember, { body: member })
        : call(routes.updateTeamMember, { params: { id }, body: member }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: teamKey }),
  });
}
