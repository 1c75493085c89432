import {
  type FaceFrameCheck,
  type FaceFrameCheckRequest,
  type FaceIdLoginRequest,
  LIVENESS_TURN,
  type LoginResult,
} from '@workbench/contracts';
import { badRequest } from '../../platform/errors';
import { descriptorDistance, guidanceFor, SAME_SITTING_DISTANCE } from '../../platform/faces/face-match';
import type { FaceReader } from '../../platform/faces/face-reader';
import type { FaceReading, FoundFace } from '../../platform/faces/face-reading';
import { findLiveAccountByFace } from '../access/faces.service';
import { decodeFaceImage } from './face-image';
import type { ClientInfo, IdentityContext } from './identity-context';
import { admit } from './sign-in.service';
import { forgiveAttempt, reserveAttempt } from './sign-in-throttle.service';

const invalidPicture = (field: string) =>
  badRequest('errors.validation', {}, [{ field, messageKey: 'identity.invalidFaceImage' }]);

/** The bytes of a sign-in picture; a text that is not a JPEG or PNG is a validation error. */
function pictureBytes(image: string, field: string): Buffer {
  const bytes = decodeFaceImage(image);
  if (!bytes) throw invalidPicture(field);
  return bytes;
}

/** The faces the model finds in a picture's bytes; one it cannot decode is a validation error. */
async function readBytes(faces: FaceReader, bytes: Buffer, field: string): Promise<FaceReading> {
  const reading = await faces.read(bytes, 'cameraFrame');
  if (!reading) throw invalidPicture(field);
  return reading;
}

/** The faces in a sign-in picture; a text that is not a readable JPEG or PNG is a validation error. */
function readPicture(faces: FaceReader, image: string, field = 'image'): Promise<FaceReading> {
  return readBytes(faces, pictureBytes(image, field), field);
}

/** The one face of a picture; any other guidance is the person's to act on, and no attempt. */
function onlyFace(reading: FaceReading): FoundFace {
  const guidance = guidanceFor(reading);
  const [face] = reading.faces;
  if (guidance !== 'ok' || !face) throw badRequest(`faces.guidance.${guidance}`);
  return face;
}

/**
 * Where the faces are in a camera frame and what the person should do about it, for the live
 * preview. Says nothing about whose faces they are, so it is no oracle for the sign-in.
 */
export async function checkFaceFrame(ctx: IdentityContext, request: FaceFrameCheckRequest): Promise<FaceFrameCheck> {
  const reading = await readPicture(ctx.faces, request.image);
  return {
    guidance: guidanceFor(reading),
    width: reading.width,
    height: reading.height,
    faces: reading.faces.map((face) => ({ ...face.box, turn: face.turn })),
  };
}

/**
 * The liveness step (config.json's `faceLiveness`): the turned picture shows the same person, with
 * the head turned against the first picture (contracts' LIVENESS_TURN). What a photograph held up
 * to the camera gets.
 */
function checkLiveness(face: FoundFace, turned: FoundFace): void {
  if (descriptorDistance(face.descriptor, turned.descriptor) > SAME_SITTING_DISTANCE) {
    throw badRequest('faces.liveness.notSamePerson');
  }
  if (Math.abs(turned.turn - face.turn) < LIVENESS_TURN) throw badRequest('faces.liveness.noTurn');
}

export interface FaceSignInOptions {
  /** Ask for the turned picture as well (config.json's `faceLiveness`). */
  liveness: boolean;
}

/** The face of each picture of a sign-in (the turned one is null without the liveness step). */
async function readSignInFaces(
  faces: FaceReader,
  image: Buffer,
  turnedImage: Buffer | null,
): Promise<{ face: FoundFace; turned: FoundFace | null }> {
  const face = onlyFace(await readBytes(faces, image, 'image'));
  const turned = turnedImage ? onlyFace(await readBytes(faces, turnedImage, 'turned')) : null;
  return { face, turned };
}

/**
 * Face sign-in: each picture must show exactly one face (else the person is told what to change,
 * and nothing is counted); with the liveness step, the turned picture must show the same person
 * with the head turned. The face is then matched against the registered ones, and the nearest
 * within FACE_MATCH_DISTANCE signs in. A failed liveness step or a face that matches no one is a
 * failed attempt from that address, throttled as a wrong password is. The attempt is reserved
 * first, so that parallel pictures cannot get past the limit and a throttled address is refused
 * before the face model reads anything; it is given back when the pictures were not checked at
 * all (advice to the person, an unreadable picture, a busy model).
 */
export async function signInWithFace(
  ctx: IdentityContext,
  request: FaceIdLoginRequest,
  client: ClientInfo,
  options: FaceSignInOptions,
): Promise<LoginResult> {
  if (options.liveness && !request.turned) throw badRequest('faces.liveness.turnMissing');
  // What is not a picture at all is invalid input, as a malformed body is, and costs no attempt.
  const image = pictureBytes(request.image, 'image');
  const turnedImage = options.liveness && request.turned ? pictureBytes(request.turned, 'turned') : null;
  const reservation = await reserveAttempt(ctx.db, ctx.signInLimits, { address: client.address }, ctx.now());
  let pictures: { face: FoundFace; turned: FoundFace | null };
  try {
    pictures = await readSignInFaces(ctx.faces, image, turnedImage);
  } catch (error) {
    await forgiveAttempt(ctx.db, reservation);
    throw error;
  }
  const { face, turned } = pictures;
  if (turned) checkLiveness(face, turned);
  const match = await findLiveAccountByFace(ctx.db, face.descriptor);
  if (!match) throw badRequest('identity.faceNotRecognised');
  // The face is a registered one: its person is told why it no longer opens the portal.
  if (!match.account.enabled) throw badRequest('faces.accountDisabled');
  return admit(ctx, reservation, match.account, client);
}
