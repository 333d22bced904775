import type { MaterialFile } from './responses/materials';

export type { MaterialFile };

/** The largest material file the editor uploads. */
export const MAX_MATERIAL_BYTES = 50 * 1024 * 1024;

/** The kinds of file a material may be, by the extension its name must end with. */
export const MATERIAL_FILE_KINDS = {
  pdf: { mime: 'application/pdf', label: 'Documento PDF' },
  xlsx: {
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    label: 'Planilla Excel',
  },
  docx: {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    label: 'Documento Word',
  },
  pptx: {
    mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    label: 'Presentación PowerPoint',
  },
  zip: { mime: 'application/zip', label: 'Archivo ZIP' },
} as const;
export type MaterialFileExtension = keyof typeof MATERIAL_FILE_KINDS;

/** The file input's `accept`: the extensions and types above. */
export const MATERIAL_FILE_ACCEPT = Object.entries(MATERIAL_FILE_KINDS)
  .flatMap(([extension, kind]) => [`.${extension}`, kind.mime])
  .join(',');

/** The extension a file name ends with, in lower case ('' when none). */
export const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';

const decimal = (value: number) => {
  const rounded = value >= 10 ? Math.round(value) : Math.round(value * 10) / 10;
  return String(rounded).replace('.', ',');
};

/** '850 bytes', '24 KB', '1,5 MB': a size as people read it. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${decimal(bytes / 1024)} KB`;
  return `${decimal(bytes / (1024 * 1024))} MB`;
}

/** 'Planilla Excel · 24 KB': what a material's file is, for a list of materials. */
export function materialFileLabel(file: Pick<MaterialFile, 'type' | 'size'>): string {
  const kind = Object.values(MATERIAL_FILE_KINDS).find((entry) => entry.mime === file.type);
  return `${kind?.label ?? 'Archivo'} · ${formatFileSize(file.size)}`;
}
