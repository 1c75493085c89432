import type { DbOrTx } from '../../db/client';
import { descriptorDistance, descriptorFromBytes, FACE_MATCH_DISTANCE } from '../../platform/faces/face-match';
import { type AccountRow, findAccountById } from './accounts.repository';
import {
  deleteFaceImages,
  type FaceImage,
  findFaceImage,
  hasFaceImage,
  saveFaceImage,
  selectLiveFaceDescriptors,
} from './user-faces.repository';

/*
 * The face pictures accounts sign in with and the model's descriptor of each: face sign-in
 * (identity) matches against them, user administration registers and shows them.
 */

export type { FaceImage };

/** The account's registered face picture, or undefined when none is. */
export function findFacePicture(db: DbOrTx, userId: string): Promise<FaceImage | undefined> {
  return findFaceImage(db, userId);
}

export function hasFacePicture(db: DbOrTx, userId: string): Promise<boolean> {
  return hasFaceImage(db, userId);
}

/** Registers (or replaces) the account's face picture with its descriptor. */
export function saveFacePicture(
  db: DbOrTx,
  userId: string,
  face: FaceImage & { descriptor: Buffer },
  now: Date,
): Promise<void> {
  return saveFaceImage(db, userId, face, now);
}

/** Forgets the face pictures of the accounts (biometric data is not kept for deleted accounts). */
export function forgetFacePictures(db: DbOrTx, userIds: readonly string[]): Promise<void> {
  return deleteFaceImages(db, userIds);
}

export interface FaceMatch {
  account: AccountRow;
  distance: number;
}

/**
 * The live account whose registered face lies nearest the descriptor, if it lies within
 * FACE_MATCH_DISTANCE. Read from the database on every sign-in, so that a face registered or an
 * account deleted on another instance counts at once; 1,000 descriptors are half a megabyte.
 */
export async function findLiveAccountByFace(db: DbOrTx, descriptor: Float32Array): Promise<FaceMatch | undefined> {
  let best: { userId: string; distance: number } | undefined;
  for (const row of await selectLiveFaceDescriptors(db)) {
    const distance = descriptorDistance(descriptor, descriptorFromBytes(row.descriptor));
    if (distance <= FACE_MATCH_DISTANCE && (!best || distance < best.distance)) best = { userId: row.userId, distance };
  }
  if (!best) return undefined;
  const account = await findAccountById(db, best.userId);
  return account && !account.deletedAt ? { account, distance: best.distance } : undefined;
}
