import { randomBytes } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import {
  extensionOf,
  MATERIAL_FILE_KINDS,
  MAX_MATERIAL_BYTES,
  type MaterialFile,
  type MaterialFileExtension,
} from '../../../shared/material-files';
import type { CourseForm } from '../../../shared/course-form';
import type { ServiceContext } from '../../context';
import { fieldError } from '../../errors';
import { PRIVATE_FILES_PATH } from '../../storage/file-storage';
import { isPrivateKey } from '../../storage/private-key';

export const MATERIAL_TOO_LARGE = 'El archivo pesa más de 50 MB: elegí uno más liviano.';
export const MATERIAL_WRONG_TYPE =
  'El archivo no es un PDF, una planilla de Excel, un documento de Word, una presentación de PowerPoint ni un ZIP.';
export const MATERIAL_NAME_LIES =
  'El contenido del archivo no coincide con su extensión: revisá que sea el archivo correcto.';
const MATERIAL_GONE = 'El archivo de este material ya no está: subilo de nuevo.';

/** Enough of a file's beginning for its type to be read (an Office file's ZIP entries too). */
const TYPE_SNIFF_BYTES = 256 * 1024;

const isAllowed = (extension: string): extension is MaterialFileExtension =>
  Object.hasOwn(MATERIAL_FILE_KINDS, extension);

/** The original name made a safe last segment of a key: letters, digits, spaces and `._()-`. */
function storedName(name: string): string {
  const extension = extensionOf(name);
  const base = name
    .slice(0, name.length - extension.length - 1)
    .normalize('NFC')
    .replace(/[^\p{L}\p{N} ._()-]+/gu, '-')
    .replace(/^[ .]+/, '')
    .slice(0, 120);
  return `${base || 'material'}.${extension}`;
}

/**
 * The kind of a file, from its bytes: it must be one a material may be, and the one its name
 * claims (an Excel sheet named .pdf, or a ZIP named .docx, is refused).
 */
function checkKind(name: string, detected: string | undefined): MaterialFileExtension {
  const claimed = extensionOf(name);
  if (!detected || !isAllowed(detected)) throw fieldError('file', MATERIAL_WRONG_TYPE);
  if (claimed !== detected) throw fieldError('file', MATERIAL_NAME_LIES);
  return detected;
}

/**
 * Stores an uploaded material file in the private area, under a key of its own, once its
 * real type is checked; the course form then carries the answer until the course is saved.
 */
export async function storeMaterialFile(
  ctx: ServiceContext,
  name: string,
  bytes: Buffer,
): Promise<MaterialFile> {
  if (bytes.length === 0) throw fieldError('file', 'El archivo está vacío.');
  if (bytes.length > MAX_MATERIAL_BYTES) throw fieldError('file', MATERIAL_TOO_LARGE);
  const extension = checkKind(name, (await fileTypeFromBuffer(bytes))?.ext);
  const key = `materials/${randomBytes(16).toString('hex')}/${storedName(name)}`;
  await ctx.storage.savePrivate(key, bytes);
  return { key, name, size: bytes.length, type: MATERIAL_FILE_KINDS[extension].mime };
}

/** The values a material row stores: a link, or the download address and facts of its file. */
export type MaterialRow = {
  id: number | undefined;
  title: string;
  url: string;
  fileName: string | null;
  fileSize: number | null;
  fileType: string | null;
};

/**
 * The rows to store for the materials the editor sent. A file's size and type are read from
 * the stored file itself, never taken from the form.
 */
export async function materialRows(
  ctx: ServiceContext,
  materials: CourseForm['materials'],
): Promise<MaterialRow[]> {
  return Promise.all(
    materials.map(async ({ id, title, url, file }, index) => {
      if (!file) return { id, title, url, fileName: null, fileSize: null, fileType: null };
      const field = `materials.${index}.file`;
      if (!isPrivateKey(file.key)) throw fieldError(field, MATERIAL_GONE);
      const facts = await ctx.storage.statPrivate(file.key);
      const head = facts && (await ctx.storage.readPrivate(file.key, TYPE_SNIFF_BYTES));
      if (!head) throw fieldError(field, MATERIAL_GONE);
      const extension = checkKind(file.key, (await fileTypeFromBuffer(head))?.ext);
      return {
        id,
        title,
        url: `${PRIVATE_FILES_PATH}${file.key}`,
        fileName: file.name,
        fileSize: facts.size,
        fileType: MATERIAL_FILE_KINDS[extension].mime,
      };
    }),
  );
}
