import { type RefObject, useEffect, useState } from 'react';

export type CameraState = 'starting' | 'live' | 'denied' | 'unavailable';

/** A front camera's picture is enough at this size: the face needs ~150 px, the upload stays small. */
const VIDEO_CONSTRAINTS: MediaTrackConstraints = { width: { ideal: 640 }, height: { ideal: 480 }, facingMode: 'user' };

/**
 * The camera's live picture in the video element while the component is shown, stopped when it
 * goes (the camera light goes out). Browsers offer the camera only on https pages and localhost.
 * Face sign-in watches it; the face dialog of /User takes a picture from it.
 */
export function useCamera(video: RefObject<HTMLVideoElement | null>): CameraState {
  const [state, setState] = useState<CameraState>('starting');

  useEffect(() => {
    let stream: MediaStream | undefined;
    let stopped = false;
    if (!navigator.mediaDevices?.getUserMedia) {
      setState('unavailable');
      return;
    }
    navigator.mediaDevices
      .getUserMedia({ video: VIDEO_CONSTRAINTS, audio: false })
      .then(async (opened) => {
        if (stopped) {
          for (const track of opened.getTracks()) track.stop();
          return;
        }
        stream = opened;
        const element = video.current;
        if (!element) return;
        element.srcObject = opened;
        await element.play().catch(() => undefined);
        setState('live');
      })
      .catch((error: unknown) => {
        if (stopped) return;
        const name = error instanceof DOMException ? error.name : '';
        setState(name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'unavailable');
      });
    return () => {
      stopped = true;
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [video]);

  return state;
}
