import type { LeadUser } from '@workbench/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { badRequest, notFound } from '../../platform/errors';
import { descriptorToBytes } from '../../platform/faces/face-match';
import type { FaceReader } from '../../platform/faces/face-reader';
import { isUuid } from '../../platform/ids';
import { findLiveAccounts } from '../access/account-records.service';
import { type FaceImage, findFacePicture, hasFacePicture, saveFacePicture } from '../access/faces.service';
import { loadUserGrants } from '../access/grants.service';
import { type Actor, recordAudit } from '../audit/audit.service';
import { decodeFaceImage } from '../identity/face-image';
import { assertMayChangeAccounts } from './account-change-rule';
import { toLeadUser, userNotFound } from './users-query.service';

/** The registered face picture of a live user; 404 when the user or the picture is not there. */
export async function getFaceImage(db: DbOrTx, userId: string): Promise<FaceImage> {
  const [user] = isUuid(userId) ? await findLiveAccounts(db, [userId]) : [];
  if (!user) throw userNotFound();
  const face = await findFacePicture(db, user.id);
  if (!face) throw notFound('userAdmin.noFace', { userName: user.userName });
  return face;
}

/** decodeFaceImage has checked the magic bytes: a JPEG starts with FF D8 FF, anything else it accepts is a PNG. */
function contentTypeOf(bytes: Buffer): string {
  return bytes[0] === 0xff ? 'image/jpeg' : 'image/png';
}

const pictureProblem = (messageKey: string) => badRequest('errors.validation', {}, [{ field: 'image', messageKey }]);

/**
 * The descriptor of the one face in a picture to register. A picture that shows no face or
 * several is refused: it could never sign its person in, or might sign in someone else.
 */
async function describeOnlyFace(faces: FaceReader, bytes: Buffer): Promise<Float32Array> {
  const reading = await faces.read(bytes, 'portrait');
  if (!reading) throw pictureProblem('identity.invalidFaceImage');
  const [face, ...others] = reading.faces;
  if (!face) throw pictureProblem('faces.noFaceInPicture');
  if (others.length > 0) throw pictureProblem('faces.severalFacesInPicture');
  return face.descriptor;
}

/**
 * Registers (or replaces) the face picture a user signs in with, with the face model's descriptor
 * of it. Whoever registers a face could sign in with it; like every change of an account, only
 * someone who holds everything the account holds may do it (see assertMayChangeAccounts).
 */
export async function registerFace(
  db: Db,
  faces: FaceReader,
  actor: Actor,
  userId: string,
  image: string,
): Promise<LeadUser> {
  const bytes = decodeFaceImage(image);
  if (!bytes) throw pictureProblem('identity.invalidFaceImage');
  const caller = await loadUserGrants(db, actor.userId);
  // Checked before the picture is read: an unknown user, or one the caller may not change, is
  // refused without the model's work (and checked again below, in the transaction that saves).
  const [known] = isUuid(userId) ? await findLiveAccounts(db, [userId]) : [];
  if (!known) throw userNotFound();
  await assertMayChangeAccounts(db, caller, [known]);
  const descriptor = descriptorToBytes(await describeOnlyFace(faces, bytes));
  return db.transaction(async (tx) => {
    const [target] = await findLiveAccounts(tx, [known.id], true);
    if (!target) throw userNotFound();
    await assertMayChangeAccounts(tx, caller, [target]);
    const hadFace = await hasFacePicture(tx, target.id);
    const face = { contentType: contentTypeOf(bytes), image: bytes };
    await saveFacePicture(tx, target.id, { ...face, descriptor }, new Date());
    // The picture itself stays out of the log: only that there is one, its type and size.
    await recordAudit(tx, actor, [
      {
        resource: 'faceAiUser',
        action: 'registerFace',
        resourceId: target.id,
        resourceName: target.userName,
        before: { hasFace: hadFace },
        after: { hasFace: true, contentType: face.contentType, sizeBytes: bytes.length },
      },
    ]);
    return toLeadUser(tx, target);
  });
}
