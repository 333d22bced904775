import sharp from 'sharp';
import { COVER_SIZE } from '../../storage/cover-image';

/** A text-free illustrated cover (gradient, chart bars, coins) so demo courses have pictures. */
export async function renderDemoCover(palette: { from: string; to: string; accent: string }) {
  const { width, height } = COVER_SIZE;
  const bars = [0.35, 0.55, 0.45, 0.7, 0.85]
    .map((ratio, index) => {
      const barHeight = Math.round(ratio * 380);
      const x = 700 + index * 100;
      return `<rect x="${x}" y="${600 - barHeight}" width="64" height="${barHeight}" rx="10" fill="${palette.accent}" opacity="${0.55 + index * 0.09}"/>`;
    })
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="260" cy="240" r="150" fill="#ffffff" opacity="0.12"/>
    <circle cx="330" cy="470" r="95" fill="#ffffff" opacity="0.1"/>
    <rect x="150" y="560" width="440" height="16" rx="8" fill="#ffffff" opacity="0.25"/>
    <rect x="150" y="600" width="300" height="16" rx="8" fill="#ffffff" opacity="0.18"/>
    ${bars}
    <polyline points="700,420 800,360 900,390 1000,270 1100,190" fill="none" stroke="#ffffff" stroke-width="10" stroke-linecap="round" stroke-linejoin="round" opacity="0.85"/>
  </svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 82 }).toBuffer();
}
