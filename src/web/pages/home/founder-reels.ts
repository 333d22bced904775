/** A short video on Instagram: its own address, its title and length. */
export type Reel = {
  title: string;
  url: string;
  duration: string;
  durationLabel: string;
  /** Its thumbnail, and what the thumbnail shows. */
  image: string;
  imageAlt: string;
};

/** Three short videos shown as thumbnails in the about-us section. */
export const REELS: Reel[] = [
  {
    title: 'Recategorización del monotributo en 3 pasos',
    url: 'https://www.instagram.com/reel/DEMOrecategorizacion/',
    duration: '0:58',
    durationLabel: '58 segundos',
    image: '/images/reels/recategorizacion.svg',
    imageAlt: 'Un calendario con el día de la recategorización marcado y los pasos 1, 2 y 3.',
  },
  {
    title: '3 errores comunes al liquidar IVA',
    url: 'https://www.instagram.com/reel/DEMOerroresiva/',
    duration: '1:12',
    durationLabel: '1 minuto 12 segundos',
    image: '/images/reels/errores-iva.svg',
    imageAlt: 'Una liquidación de IVA con un signo de advertencia dorado.',
  },
  {
    title: 'Tu primer asiento de sueldos, explicado',
    url: 'https://www.instagram.com/reel/DEMOasientosueldos/',
    duration: '0:45',
    durationLabel: '45 segundos',
    image: '/images/reels/asiento-sueldos.svg',
    imageAlt: 'Un asiento con sus columnas Debe y Haber junto a una pila de monedas.',
  },
];
