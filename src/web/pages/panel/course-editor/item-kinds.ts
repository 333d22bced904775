/** The words the editor uses for each kind of item in its lists. */
export type ItemKind = {
  noun: string;
  /** What the list is called: its heading, e.g. 'Unidades'. */
  plural: string;
  article: 'el' | 'la';
  /** 'este' or 'esta', as in '¿Estás seguro de eliminar esta unidad?'. */
  demonstrative: 'este' | 'esta';
  /** The tag of an item whose title (or text) is empty. */
  untitled: string;
  /** What an empty list says. */
  empty: string;
};

export const UNIT: ItemKind = {
  noun: 'unidad',
  plural: 'Unidades',
  article: 'la',
  demonstrative: 'esta',
  untitled: 'Sin título',
  empty: 'Todavía no hay unidades.',
};

export const MODULE: ItemKind = {
  noun: 'módulo',
  plural: 'Módulos',
  article: 'el',
  demonstrative: 'este',
  untitled: 'Sin título',
  empty: 'Esta unidad todavía no tiene módulos.',
};

export const MATERIAL: ItemKind = {
  noun: 'material',
  plural: 'Material',
  article: 'el',
  demonstrative: 'este',
  untitled: 'Sin título',
  empty: 'Todavía no hay material.',
};

export const LEARNING_POINT: ItemKind = {
  noun: 'aprendizaje',
  plural: 'Aprendizajes',
  article: 'el',
  demonstrative: 'este',
  untitled: 'Sin texto',
  empty: 'Todavía no hay aprendizajes.',
};

export const INCLUDED_LINE: ItemKind = {
  noun: 'línea',
  plural: 'Incluye',
  article: 'la',
  demonstrative: 'esta',
  untitled: 'Sin texto',
  empty: 'Sin líneas: la página del curso no muestra qué incluye.',
};

export const FAQ_ENTRY: ItemKind = {
  noun: 'pregunta',
  plural: 'Preguntas frecuentes',
  article: 'la',
  demonstrative: 'esta',
  untitled: 'Sin pregunta',
  empty: 'Sin preguntas propias: la página muestra solo las del estudio.',
};

/** How announcements name an item, e.g. 'el módulo «Introducción»'. */
export const itemName = (kind: ItemKind, title: string) =>
  title.trim()
    ? `${kind.article} ${kind.noun} «${title.trim()}»`
    : `${kind.article} ${kind.noun} sin título`;

/** The accessible name of a button acting on one item, e.g. 'Subir módulo: Introducción'. */
export const itemActionLabel = (verb: string, kind: ItemKind, title: string) =>
  `${verb} ${kind.noun}: ${title.trim() || 'sin título'}`;

export const VIDEO_HINT = 'Enlace o id de YouTube, o la dirección de un archivo de video.';

export const QUESTION: ItemKind = {
  noun: 'pregunta',
  plural: 'Preguntas',
  article: 'la',
  demonstrative: 'esta',
  untitled: 'Sin texto',
  empty: 'Esta evaluación todavía no tiene preguntas.',
};
