import type { FaceFrameCheck, FaceIdLoginRequest, LoginResult } from '@workbench/contracts';
import { badRequest } from '../../platform/errors';
import { guidanceFor } from '../../platform/faces/face-match';
import type { FaceReader } from '../../platform/faces/face-reader';
import type { FaceReading } from '../../platform/faces/face-reading';
import { findLiveAccountByFace } from '../users/user-faces.service';
import { decodeFaceImage } from './face-image';
import type { ClientInfo, IdentityContext } from './identity-context';
import { admit } from './sign-in.service';
import { reserveAttempt } from './sign-in-throttle.service';

/** The faces in a sign-in picture; a text that is not a readable JPEG or PNG is a validation error. */
async function readPicture(faces: FaceReader, image: string): Promise<FaceReading> {
  const bytes = decodeFaceImage(image);
  const reading = bytes ? await faces.read(bytes) : null;
  if (!reading)
    throw badRequest('errors.validation', {}, [{ field: 'image', messageKey: 'identity.invalidFaceImage' }]);
  return reading;
}

/**
 * Where the faces are in a camera frame and what the person should do about it, for the live
 * preview. Says nothing about whose faces they are, so it is no oracle for the sign-in.
 */
export async function checkFaceFrame(ctx: IdentityContext, request: FaceIdLoginRequest): Promise<FaceFrameCheck> {
  const reading = await readPicture(ctx.faces, request.image);
  return {
    guidance: guidanceFor(reading),
    width: reading.width,
    height: reading.height,
    faces: reading.faces.map((face) => face.box),
  };
}

/**
 * Face sign-in: the picture must show exactly one face (else the person is told what to change,
 * and nothing is counted); that face is matched against the registered ones, and the nearest
 * within FACE_MATCH_DISTANCE signs in. A face that matches no one is a failed attempt from that
 * address, throttled as a wrong password is; the attempt is reserved before the match, so that
 * parallel pictures cannot get past the limit.
 */
export async function signInWithFace(
  ctx: IdentityContext,
  request: FaceIdLoginRequest,
  client: ClientInfo,
): Promise<LoginResult> {
  const reading = await readPicture(ctx.faces, request.image);
  const guidance = guidanceFor(reading);
  const [face] = reading.faces;
  if (guidance !== 'ok' || !face) throw badRequest(`faces.guidance.${guidance}`);
  const reservation = await reserveAttempt(ctx.db, ctx.signInLimits, { address: client.address }, ctx.now());
  const match = await findLiveAccountByFace(ctx.db, face.descriptor);
  if (!match) throw badRequest('identity.faceNotRecognised');
  // The face is a registered one: its person is told why it no longer opens the portal.
  if (!match.account.enabled) throw badRequest('faces.accountDisabled');
  return admit(ctx, reservation, match.account, client);
}
