/** A short video on Instagram: its own address, its title and length. */
export type Reel = {
  title: string;
  url: string;
  duration: string;
  durationLabel: string;
  tint: string;
};

/** Three short videos shown as thumbnails in the about-us section. */
export const REELS: Reel[] = [
  {
    title: 'Recategorización del monotributo en 3 pasos',
    url: 'https://www.instagram.com/reel/DEMOrecategorizacion/',
    duration: '0:58',
    durationLabel: '58 segundos',
    tint: 'from-brand-900 via-brand-700 to-brand-500',
  },
  {
    title: '3 errores comunes al liquidar IVA',
    url: 'https://www.instagram.com/reel/DEMOerroresiva/',
    duration: '1:12',
    durationLabel: '1 minuto 12 segundos',
    tint: 'from-brand-900 via-brand-800 to-accent-600',
  },
  {
    title: 'Tu primer asiento de sueldos, explicado',
    url: 'https://www.instagram.com/reel/DEMOasientosueldos/',
    duration: '0:45',
    durationLabel: '45 segundos',
    tint: 'from-slate-900 via-brand-800 to-brand-400',
  },
];
