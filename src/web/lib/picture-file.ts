import { MAX_PICTURE_BYTES } from '../../shared/course-form';

export const PICTURE_TOO_HEAVY = 'La imagen pesa más de 5 MB: elegí una más liviana.';
export const PICTURE_UNREADABLE = 'No pudimos leer la imagen: probá con otra.';

/** Whether a chosen picture is over the 5 MB the server takes: refused before sending it. */
export const tooHeavy = (file: File) => file.size > MAX_PICTURE_BYTES;

/** A chosen picture as the data URL the server's forms take (a cover, a team member's photo). */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error(PICTURE_UNREADABLE));
    reader.readAsDataURL(file);
  });
}
