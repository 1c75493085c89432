import { LOGO_CONTENT_TYPES, LOGO_MAX_BYTES, type LogoContentType } from '@workbench/contracts';

const BY_EXTENSION: Record<string, LogoContentType> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  svg: 'image/svg+xml',
};

/** The file's logo type: its declared type, or (some systems declare none) its extension's. */
export function logoContentType(file: Pick<File, 'type' | 'name'>): LogoContentType | null {
  if ((LOGO_CONTENT_TYPES as readonly string[]).includes(file.type)) return file.type as LogoContentType;
  if (file.type) return null;
  const extension = file.name.split('.').at(-1)?.toLowerCase() ?? '';
  return BY_EXTENSION[extension] ?? null;
}

export type LogoCheck = { ok: true; contentType: LogoContentType } | { ok: false; problem: 'type' | 'size' };

/** The server's rules for logos, checked before anything is sent. */
export function checkLogoFile(file: Pick<File, 'type' | 'name' | 'size'>): LogoCheck {
  const contentType = logoContentType(file);
  if (!contentType) return { ok: false, problem: 'type' };
  if (file.size > LOGO_MAX_BYTES || file.size === 0) return { ok: false, problem: 'size' };
  return { ok: true, contentType };
}

/** The file's bytes as base64 (without the data-URL prefix). */
export function readAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result ?? '');
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}
