import { API_PATHS, type UploadLogoRequest, type UploadLogoResult } from '@workbench/contracts';
import type { DbOrTx } from '../../../db/client';
import { notFound } from '../../../platform/errors';
import { LOGO_EXTENSIONS, parseLogoFileName, prepareLogo } from './logos';
import { findLogo, insertLogo } from './logos.repository';

/**
 * Stores an uploaded logo and answers its public address, which the caller puts in an
 * application's applicationLogo. A logo no application refers to (an upload followed by a
 * cancelled form, or a later replacement) stays stored: it is small, and its address may have
 * been copied elsewhere.
 */
export async function uploadLogo(db: DbOrTx, request: UploadLogoRequest): Promise<UploadLogoResult> {
  const logo = await prepareLogo(request);
  const id = await insertLogo(db, logo);
  const file = `${id}.${LOGO_EXTENSIONS[logo.contentType]}`;
  return { url: API_PATHS.admin.logoRoute.replace(':file', file) };
}

/** The stored logo named by `<id>.<extension>`; the extension must be the one it was stored with. */
export async function readLogo(db: DbOrTx, file: string): Promise<{ contentType: string; bytes: Buffer }> {
  const name = parseLogoFileName(file);
  const logo = name ? await findLogo(db, name.id) : undefined;
  const extension = logo && LOGO_EXTENSIONS[logo.contentType as keyof typeof LOGO_EXTENSIONS];
  if (!logo || !name || extension !== name.extension) throw notFound('logos.notFound');
  return logo;
}
