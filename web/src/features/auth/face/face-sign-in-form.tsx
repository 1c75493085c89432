import { type FaceFrameCheck, type FaceGuidance, isFaceLivenessOn } from '@workbench/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error';
import { messageFor } from '../../../api/error-catalogue';
import { checkFaceFrame } from '../../../api/identity/check-face-frame';
import { translate } from '../../../i18n/translate';
import { captureFrame } from '../../../lib/camera/capture-frame';
import { type CameraState, useCamera } from '../../../lib/camera/use-camera';
import { useRuntimeConfigStore } from '../../../stores/runtime-config-store';
import { FormAlert } from '../controls/form-alert';
import { useSignIn } from '../use-sign-in';
import { afterCheck, type FaceWatch, WATCHING } from './face-watch';
import './face-sign-in.css';

/** Checked frames are what signs in, so the service reads each picture once (see FaceReader). */
const FRAME_WIDTH = 480;
/** Pause between two checks: about one and a half a second, so the service is not flooded. */
const CHECK_PAUSE_MS = 600;
const RETRY_PAUSE_MS = 2_000;

/**
 * Face sign-in: the camera's live picture with the faces the service finds boxed and advice under
 * it (no face, several faces, too dark). Once one face has held steady, the picture is sent and
 * signs its person in; with the liveness step (config.json's `faceLiveness`), the person is first
 * asked to turn the head, and the turned picture goes along. A refused face stops until "Try
 * again"; without the liveness step, "Sign in now" sends at once.
 */
export function FaceSignInForm({ redirect }: { redirect: string | null }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const camera = useCamera(video);
  const [watch, setWatch] = useState<FaceWatch>(WATCHING);
  const [frame, setFrame] = useState<FaceFrameCheck | null>(null);
  const [checkProblem, setCheckProblem] = useState<string | null>(null);
  const { signIn, failure } = useSignIn(redirect);
  const liveness = isFaceLivenessOn(useRuntimeConfigStore((s) => s.staticConfig.faceLiveness));

  // Watching (or waiting for the turn): one check at a time, the next after a pause.
  useEffect(() => {
    if (camera !== 'live' || (watch.phase !== 'watching' && watch.phase !== 'turning')) return;
    const stop = new AbortController();
    const timer = window.setTimeout(async () => {
      const image = video.current && captureFrame(video.current, FRAME_WIDTH);
      if (!image) return setWatch((current) => ({ ...current }));
      try {
        const checked = await checkFaceFrame(image, stop.signal);
        if (stop.signal.aborted) return;
        setCheckProblem(null);
        setFrame(checked);
        const [face, ...others] = checked.faces;
        const turn = face && others.length === 0 ? face.turn : null;
        setWatch((current) => afterCheck(current, { image, guidance: checked.guidance, turn }, liveness));
      } catch (error) {
        if (stop.signal.aborted) return;
        setCheckProblem(isApiError(error) ? messageFor(error, translate) : translate('login.failed'));
        window.setTimeout(() => !stop.signal.aborted && setWatch((current) => ({ ...current })), RETRY_PAUSE_MS);
      }
    }, CHECK_PAUSE_MS);
    return () => {
      stop.abort();
      window.clearTimeout(timer);
    };
  }, [camera, watch, liveness]);

  // Signing in with the checked frame (and the turned one); a refusal stops until "Try again".
  useEffect(() => {
    if (watch.phase !== 'signingIn') return;
    const { image, turned } = watch;
    void signIn(turned ? { image, turned } : { image }).then((signedIn) => {
      if (!signedIn) setWatch({ phase: 'refused' });
    });
  }, [watch, signIn]);

  function signInNow() {
    const image = video.current && captureFrame(video.current, FRAME_WIDTH);
    if (image) setWatch({ phase: 'signingIn', image });
  }

  const status = statusOf(camera, watch, frame);
  return (
    <div className="wb-login-form wb-face">
      <div className="wb-face-preview">
        <video ref={video} className="wb-face-video" muted playsInline aria-label={t('login.face.preview')} />
        {frame && (watch.phase === 'watching' || watch.phase === 'turning')
          ? frame.faces.map((face) => (
              <span
                key={`${face.x}-${face.y}`}
                className="wb-face-box"
                title={t('login.face.box')}
                style={{
                  left: `${(face.x / frame.width) * 100}%`,
                  top: `${(face.y / frame.height) * 100}%`,
                  width: `${(face.width / frame.width) * 100}%`,
                  height: `${(face.height / frame.height) * 100}%`,
                }}
              />
            ))
          : null}
      </div>
      <p className="wb-face-status" aria-live="polite">
        {status ? t(status) : null}
      </p>
      {camera === 'live' && watch.phase === 'watching' && !liveness ? (
        <button type="button" className="wb-face-secondary" onClick={signInNow}>
          {t('login.face.signInNow')}
        </button>
      ) : null}
      {watch.phase === 'refused' ? (
        <button type="button" className="wb-button-primary" onClick={() => setWatch(WATCHING)}>
          {t('login.face.tryAgain')}
        </button>
      ) : null}
      {checkProblem && (watch.phase === 'watching' || watch.phase === 'turning') ? (
        <FormAlert title={t('login.failedTitle')} message={checkProblem} />
      ) : null}
      {failure && watch.phase === 'refused' ? <FormAlert title={t('login.failedTitle')} message={failure} /> : null}
    </div>
  );
}

type StatusKey =
  | 'login.face.starting'
  | 'login.face.denied'
  | 'login.face.unavailable'
  | 'login.face.recognising'
  | 'login.face.looking'
  | 'login.face.turn'
  | `login.face.guidance.${FaceGuidance}`;

/** The line under the picture: the camera's state, what to do, or what is happening. */
function statusOf(camera: CameraState, watch: FaceWatch, frame: FaceFrameCheck | null): StatusKey | null {
  if (camera === 'starting') return 'login.face.starting';
  if (camera === 'denied') return 'login.face.denied';
  if (camera === 'unavailable') return 'login.face.unavailable';
  if (watch.phase === 'signingIn') return 'login.face.recognising';
  // The refusal itself shows below, with the button to try again.
  if (watch.phase === 'refused') return null;
  if (watch.phase === 'turning')
    return watch.guidance === 'ok' ? 'login.face.turn' : `login.face.guidance.${watch.guidance}`;
  const guidance = watch.guidance ?? frame?.guidance;
  // Until the first check answers (the service may be loading its face model), nothing to advise.
  return guidance ? `login.face.guidance.${guidance}` : 'login.face.looking';
}
