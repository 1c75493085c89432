import type { LeadUser } from '@workbench/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { badRequest, notFound } from '../../platform/errors';
import { isUuid } from '../../platform/ids';
import { type Actor, recordAudit } from '../audit/audit.service';
import { decodeFaceImage } from '../identity/face-image';
import { loadUserGrants } from '../roles/grants.service';
import { assertMayChangeAccounts } from './account-change-rule';
import { type FaceImage, findFaceImage, hasFaceImage, saveFaceImage } from './user-faces.repository';
import { findLiveUsers } from './users.repository';
import { toLeadUser, userNotFound } from './users-query.service';

/** The registered face picture of a live user; 404 when the user or the picture is not there. */
export async function getFaceImage(db: DbOrTx, userId: string): Promise<FaceImage> {
  const [user] = isUuid(userId) ? await findLiveUsers(db, [userId]) : [];
  if (!user) throw userNotFound();
  const face = await findFaceImage(db, user.id);
  if (!face) throw notFound('userAdmin.noFace', { userName: user.userName });
  return face;
}

/** decodeFaceImage has checked the magic bytes: a JPEG starts with FF D8 FF, anything else it accepts is a PNG. */
function contentTypeOf(bytes: Buffer): string {
  return bytes[0] === 0xff ? 'image/jpeg' : 'image/png';
}

/**
 * Registers (or replaces) the face picture a user signs in with. Whoever registers a face could
 * sign in with it; like every change of an account, only someone who holds everything the account
 * holds may do it (see assertMayChangeAccounts).
 */
export async function registerFace(db: Db, actor: Actor, userId: string, image: string): Promise<LeadUser> {
  const bytes = decodeFaceImage(image);
  if (!bytes) throw badRequest('errors.validation', {}, [{ field: 'image', messageKey: 'identity.invalidFaceImage' }]);
  const caller = await loadUserGrants(db, actor.userId);
  return db.transaction(async (tx) => {
    const [target] = isUuid(userId) ? await findLiveUsers(tx, [userId], true) : [];
    if (!target) throw userNotFound();
    await assertMayChangeAccounts(tx, caller, [target]);
    const hadFace = await hasFaceImage(tx, target.id);
    const face = { contentType: contentTypeOf(bytes), image: bytes };
    await saveFaceImage(tx, target.id, face, new Date());
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
