import { API_PATHS, type FaceFrameCheck } from '@workbench/contracts';
import { faceFrameCheckCheck } from '@workbench/contracts/start-up';
import { postApi } from '../http-client';

/**
 * Where the faces are in a camera frame and what the person should do (checkFaceFrame), for the
 * face sign-in's live preview. Its failures are the preview's to show, not the page's.
 */
export async function checkFaceFrame(image: string, signal?: AbortSignal): Promise<FaceFrameCheck> {
  const { data } = await postApi(API_PATHS.identity.checkFaceFrame, { image }, faceFrameCheckCheck, {
    presentErrors: false,
    skipAuthRefresh: true,
    skipTicketCheck: true,
    ...(signal ? { signal } : {}),
  });
  return data;
}
