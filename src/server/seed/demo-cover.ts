import { toCoverWebp } from '../storage/cover-image';
import { COVER_MOTIFS, label, type CoverMotif } from './demo-cover-motifs';

export type DemoCoverSpec = { motif: CoverMotif; caption: [string, string] };

const NAVY = { deep: '#0a1f33', base: '#0f2a44', mid: '#15324f' };

/**
 * A demo course cover in the brand's navy and gold: the same frame for every course (gradient,
 * faint grid, gold rule, a two-line caption) around a drawing of what that course is about.
 */
export async function renderDemoCover({ motif, caption }: DemoCoverSpec): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 1280 720">
    <defs>
      <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="${NAVY.deep}"/><stop offset="0.6" stop-color="${NAVY.base}"/><stop offset="1" stop-color="${NAVY.mid}"/>
      </linearGradient>
      <pattern id="grid" width="48" height="48" patternUnits="userSpaceOnUse">
        <path d="M48 0H0V48" fill="none" stroke="#ffffff" stroke-opacity="0.05" stroke-width="2"/>
      </pattern>
      <radialGradient id="glow" cx="0.72" cy="0.45" r="0.55">
        <stop offset="0" stop-color="#2f679c" stop-opacity="0.55"/><stop offset="1" stop-color="#2f679c" stop-opacity="0"/>
      </radialGradient>
    </defs>
    <rect width="1280" height="720" fill="url(#bg)"/>
    <rect width="1280" height="720" fill="url(#grid)"/>
    <rect width="1280" height="720" fill="url(#glow)"/>
    <rect x="96" y="96" width="120" height="10" rx="5" fill="#f2b33d"/>
    <circle cx="170" cy="600" r="230" fill="none" stroke="#f2b33d" stroke-opacity="0.12" stroke-width="2"/>
    ${label(96, 186, caption[0], 52, '#ffffff', 800)}
    ${label(96, 252, caption[1], 52, '#f7cf7a', 800)}
    ${COVER_MOTIFS[motif]}
  </svg>`;
  return toCoverWebp(Buffer.from(svg));
}
