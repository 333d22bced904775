import type { ServiceContext } from '../context';
import { saveTeamMember, teamMembersList } from '../modules/team/members';

/** The demo firm's team: who the demo courses present as their teachers. */
const DEMO_TEAM = [
  {
    name: 'María Laura Giménez',
    role: 'Contadora pública (UBA)',
    bio: 'Socia del estudio. Hace más de quince años que asesora a monotributistas, profesionales y pymes en impuestos y sociedades, y enseña a liquidarlos paso a paso.',
    photo: null,
  },
  {
    name: 'Martín Sosa',
    role: 'Contador público (UNLP), especialista en tributación',
    bio: 'Lleva la liquidación de sueldos y las presentaciones ante ARCA del estudio. Le gusta explicar con casos reales, planillas y los errores más comunes.',
    photo: null,
  },
];

/**
 * Gives the demo firm its team where the panel added nobody, through the team's own save.
 * Answers the team's ids, for the demo courses' teachers.
 */
export async function seedDemoTeam(ctx: ServiceContext): Promise<number[]> {
  const team = await teamMembersList(ctx);
  if (team.length > 0) return team.map((member) => member.id);
  const saved = [];
  for (const member of DEMO_TEAM) saved.push(await saveTeamMember(ctx, member));
  return saved.map((member) => member.id);
}
