/*
 * The drawing at the centre of each demo cover, one per subject, in the brand's colours:
 * white paper, gold (#f2b33d / #e09a16) for what matters, light blue (#a9c9e4) for the rest.
 * Text is kept to figures and short labels, so that any system font draws them well.
 */

const paper = (x: number, y: number, w: number, h: number, rotate = 0) =>
  `<g transform="rotate(${rotate} ${x + w / 2} ${y + h / 2})">
    <rect x="${x + 14}" y="${y + 18}" width="${w}" height="${h}" rx="22" fill="#000" opacity="0.25"/>
    <rect x="${x}" y="${y}" width="${w}" height="${h}" rx="22" fill="#ffffff"/>
  </g>`;

const lines = (x: number, y: number, widths: number[], gap = 34, color = '#d6e6f3') =>
  widths
    .map(
      (w, i) =>
        `<rect x="${x}" y="${y + i * gap}" width="${w}" height="12" rx="6" fill="${color}"/>`,
    )
    .join('');

const label = (x: number, y: number, text: string, size = 30, color = '#0f2a44', weight = 700) =>
  `<text x="${x}" y="${y}" font-family="Inter, 'DejaVu Sans', Arial, sans-serif" font-size="${size}" font-weight="${weight}" fill="${color}">${text}</text>`;

/** A T-account: Debe and Haber columns with entries, and a balanced total. */
const ledger = `
  ${paper(560, 150, 560, 430, -3)}
  <g transform="rotate(-3 840 365)">
    ${label(610, 225, 'DEBE', 28, '#23517d')}${label(900, 225, 'HABER', 28, '#23517d')}
    <rect x="600" y="245" width="480" height="8" rx="4" fill="#0f2a44"/>
    <rect x="836" y="245" width="8" height="270" rx="4" fill="#0f2a44"/>
    ${lines(610, 290, [170, 130, 190, 110])}${lines(870, 290, [150, 180, 120])}
    <rect x="610" y="470" width="200" height="16" rx="8" fill="#f2b33d"/>
    <rect x="870" y="470" width="200" height="16" rx="8" fill="#f2b33d"/>
  </g>
  <circle cx="1120" cy="170" r="54" fill="#f2b33d"/>${label(1098, 188, '=', 56, '#0f2a44')}`;

/** An electronic invoice (Factura C) beside the category scale of the regime. */
const invoice = `
  ${paper(600, 130, 380, 470, 4)}
  <g transform="rotate(4 790 365)">
    <rect x="750" y="160" width="80" height="80" rx="14" fill="#0f2a44"/>${label(772, 218, 'C', 52, '#f7cf7a')}
    ${lines(640, 280, [300, 240, 280])}
    <rect x="640" y="400" width="300" height="2" fill="#a9c9e4"/>
    ${lines(640, 430, [160, 200])}
    <rect x="800" y="520" width="140" height="40" rx="10" fill="#f2b33d"/>
    <g fill="#0f2a44">${[0, 1, 2, 3, 4, 5]
      .map((i) => `<rect x="${648 + i * 16}" y="520" width="${i % 2 ? 6 : 10}" height="40"/>`)
      .join('')}</g>
  </g>
  <g>${['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H']
    .map(
      (letter, i) =>
        `<rect x="${1030 + (i % 2) * 80}" y="${170 + Math.floor(i / 2) * 100}" width="64" height="64" rx="14" fill="${letter === 'C' ? '#f2b33d' : '#ffffff'}" fill-opacity="${letter === 'C' ? 1 : 0.12}"/>${label(1050 + (i % 2) * 80, 214 + Math.floor(i / 2) * 100, letter, 30, letter === 'C' ? '#0f2a44' : '#d6e6f3')}`,
    )
    .join('')}</g>`;

/** A payslip with its net amount, and a stack of coins. */
const payslip = `
  ${paper(580, 140, 440, 450, -4)}
  <g transform="rotate(-4 800 365)">
    ${label(620, 210, 'RECIBO DE SUELDO', 26, '#23517d')}
    <rect x="620" y="230" width="360" height="4" fill="#0f2a44"/>
    ${[0, 1, 2, 3].map((i) => `${lines(620, 268 + i * 48, [170])}<rect x="${880}" y="${268 + i * 48}" width="${100 - i * 12}" height="12" rx="6" fill="#a9c9e4"/>`).join('')}
    <rect x="620" y="470" width="360" height="70" rx="14" fill="#0f2a44"/>
    ${label(640, 516, 'NETO', 26, '#f7cf7a')}<rect x="820" y="496" width="140" height="14" rx="7" fill="#f2b33d"/>
  </g>
  ${[0, 1, 2, 3, 4].map((i) => `<ellipse cx="1110" cy="${560 - i * 30}" rx="74" ry="24" fill="${i % 2 ? '#e09a16' : '#f2b33d'}" stroke="#b97a0c" stroke-width="3"/>`).join('')}
  ${label(1090, 450, '$', 44, '#0f2a44')}`;

/** The progressive scale as rising steps, with a percentage badge. */
const taxScale = `
  ${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="${600 + i * 92}" y="${560 - (i + 1) * 62}" width="80" height="${(i + 1) * 62}" rx="12" fill="${i === 5 ? '#f2b33d' : '#a9c9e4'}" fill-opacity="${i === 5 ? 1 : 0.35 + i * 0.1}"/>`).join('')}
  <rect x="580" y="566" width="580" height="8" rx="4" fill="#d6e6f3" fill-opacity="0.6"/>
  <polyline points="640,480 732,430 824,360 916,300 1008,230 1100,160" fill="none" stroke="#ffffff" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>
  <circle cx="1100" cy="160" r="14" fill="#ffffff"/>
  <circle cx="700" cy="200" r="84" fill="#ffffff"/>${label(646, 216, '35%', 44, '#0f2a44', 800)}`;

/** Break-even: costs and income cross at a gold point. */
const breakEven = `
  ${paper(570, 140, 580, 440)}
  <rect x="630" y="200" width="6" height="320" fill="#0f2a44"/><rect x="630" y="514" width="470" height="6" fill="#0f2a44"/>
  <line x1="636" y1="400" x2="1090" y2="250" stroke="#a9c9e4" stroke-width="10" stroke-linecap="round"/>
  <line x1="636" y1="514" x2="1090" y2="210" stroke="#23517d" stroke-width="10" stroke-linecap="round"/>
  <polygon points="636,514 636,400 868,323" fill="#fde7e7" opacity="0.9"/>
  <polygon points="868,323 1090,210 1090,250" fill="#e3f4ea"/>
  <line x1="868" y1="323" x2="868" y2="514" stroke="#e09a16" stroke-width="4" stroke-dasharray="10 10"/>
  <circle cx="868" cy="323" r="20" fill="#f2b33d" stroke="#ffffff" stroke-width="6"/>`;

/** Provinces as linked pins: the coefficient shared among jurisdictions. */
const provinces = `
  <path d="M760 120 C830 140 860 200 850 260 C900 300 880 360 840 390 C860 450 820 520 780 560 C770 610 740 640 720 660 C700 600 690 540 700 480 C660 420 680 340 700 300 C680 230 700 160 760 120 Z" fill="#ffffff" fill-opacity="0.12" stroke="#a9c9e4" stroke-width="4"/>
  ${[
    [780, 220],
    [820, 330],
    [740, 430],
    [760, 560],
  ]
    .map(
      ([x, y], i) =>
        `<circle cx="${x}" cy="${y}" r="${i === 1 ? 22 : 16}" fill="${i === 1 ? '#f2b33d' : '#ffffff'}"/>`,
    )
    .join('')}
  <polyline points="780,220 820,330 740,430 760,560" fill="none" stroke="#f2b33d" stroke-width="4" stroke-dasharray="12 10"/>
  <circle cx="1040" cy="360" r="150" fill="#ffffff"/>
  <path d="M1040 360 L1040 210 A150 150 0 0 1 1183 406 Z" fill="#f2b33d"/>
  <path d="M1040 360 L1183 406 A150 150 0 0 1 968 492 Z" fill="#a9c9e4"/>
  <circle cx="1040" cy="360" r="60" fill="#ffffff"/>`;

export { label };

export const COVER_MOTIFS = {
  ledger,
  invoice,
  payslip,
  'tax-scale': taxScale,
  'break-even': breakEven,
  provinces,
} as const;

export type CoverMotif = keyof typeof COVER_MOTIFS;
