import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { userFaces, users } from './users.table';

export interface FaceImage {
  contentType: string;
  image: Buffer;
}

/** The user's face picture, or undefined when none is registered. */
export async function findFaceImage(db: DbOrTx, userId: string): Promise<FaceImage | undefined> {
  const [row] = await db
    .select({ contentType: userFaces.contentType, image: userFaces.image })
    .from(userFaces)
    .where(eq(userFaces.userId, userId))
    .limit(1);
  return row;
}

export async function hasFaceImage(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db.select({ userId: userFaces.userId }).from(userFaces).where(eq(userFaces.userId, userId));
  return row !== undefined;
}

/** Registers the user's face picture and its descriptor, replacing an earlier one. */
export async function saveFaceImage(
  db: DbOrTx,
  userId: string,
  face: FaceImage & { descriptor: Buffer },
  now: Date,
): Promise<void> {
  await db
    .insert(userFaces)
    .values({ userId, ...face, updatedAt: now })
    .onConflictDoUpdate({ target: userFaces.userId, set: { ...face, updatedAt: now } });
}

/** Forgets the face pictures of the given users (biometric data is not kept for deleted accounts). */
export async function deleteFaceImages(db: DbOrTx, userIds: readonly string[]): Promise<void> {
  if (userIds.length > 0) await db.delete(userFaces).where(inArray(userFaces.userId, [...userIds]));
}

export interface FaceDescriptorRow {
  userId: string;
  descriptor: Buffer;
}

/** Every live account's face descriptor, for matching a face at sign-in. */
export async function selectLiveFaceDescriptors(db: DbOrTx): Promise<FaceDescriptorRow[]> {
  const rows = await db
    .select({ userId: userFaces.userId, descriptor: userFaces.descriptor })
    .from(userFaces)
    .innerJoin(users, eq(users.id, userFaces.userId))
    .where(and(isNull(users.deletedAt), isNotNull(userFaces.descriptor)));
  return rows.filter((row): row is FaceDescriptorRow => row.descriptor !== null);
}
