import { updateFaceRequestSchema } from '@workbench/contracts';

export const FACE_FILE_TYPES = ['image/jpeg', 'image/png'] as const;

/**
 * The picture travels as a base64 data URL inside a JSON body, which the contract (and the
 * server's body limit) cap at 1 MiB. Base64 grows the bytes by 4/3, so 750 KiB of picture is the
 * most that still fits with room for the data-URL prefix and the JSON around it.
 */
export const MAX_FACE_FILE_BYTES = 750 * 1024;
export const MAX_FACE_FILE_KB = MAX_FACE_FILE_BYTES / 1024;

export type FaceFileProblem = 'wrongType' | 'tooLarge' | 'unreadable';
export type FaceFile = { ok: true; dataUrl: string } | { ok: false; problem: FaceFileProblem };

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('no text')));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}

/** Checks a chosen picture before anything is sent and gives it as the data URL the server takes. */
export async function readFaceFile(file: File): Promise<FaceFile> {
  if (!(FACE_FILE_TYPES as readonly string[]).includes(file.type)) return { ok: false, problem: 'wrongType' };
  if (file.size > MAX_FACE_FILE_BYTES) return { ok: false, problem: 'tooLarge' };
  const dataUrl = await readAsDataUrl(file).catch(() => null);
  if (!dataUrl) return { ok: false, problem: 'unreadable' };
  if (!updateFaceRequestSchema.safeParse({ image: dataUrl }).success) return { ok: false, problem: 'tooLarge' };
  return { ok: true, dataUrl };
}
