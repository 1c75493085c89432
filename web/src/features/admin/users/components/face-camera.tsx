import { CameraOutlined } from '@ant-design/icons';
import { Button, Space, Typography } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { captureFrame } from '../../../../lib/camera/capture-frame';
import { type CameraState, useCamera } from '../../../../lib/camera/use-camera';
import './face-camera.css';

/** As wide as the camera is asked to deliver (lib/camera/use-camera.ts): the face keeps its detail. */
const PICTURE_WIDTH = 640;

export interface CapturedPicture {
  /** What the service is sent (faceAiUser/UpdateUser's `image`). */
  dataUrl: string;
  /** The same picture, to show once it is registered without fetching it back. */
  picture: Blob;
}

export interface FaceCameraProps {
  /** The picture taken is being registered: taking another waits. */
  busy: boolean;
  onCapture(captured: CapturedPicture): void;
  onCancel(): void;
}

const STATUS_KEYS = {
  starting: 'adminUsers.faceCameraStarting',
  live: 'adminUsers.faceCameraHint',
  denied: 'adminUsers.faceCameraDenied',
  unavailable: 'adminUsers.faceCameraUnavailable',
} as const satisfies Record<CameraState, string>;

function blobOf(dataUrl: string): Blob {
  const [head = '', base64 = ''] = dataUrl.split(',');
  const type = /^data:([^;,]+)/.exec(head)?.[1] ?? 'image/jpeg';
  return new Blob([Uint8Array.from(atob(base64), (character) => character.charCodeAt(0))], { type });
}

/**
 * A face picture taken with the camera, for /User's face dialog: the live picture (mirrored like
 * a looking glass, as on the sign-in page), and "Take the picture", which hands over the picture
 * as the camera sees it. The camera runs while this is shown and stops when it goes.
 */
export function FaceCamera({ busy, onCapture, onCancel }: FaceCameraProps) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const camera = useCamera(video);

  function take() {
    const dataUrl = video.current && captureFrame(video.current, PICTURE_WIDTH);
    if (dataUrl) onCapture({ dataUrl, picture: blobOf(dataUrl) });
  }

  return (
    <div className="wb-face-camera">
      <div className="wb-face-camera-preview" data-camera={camera}>
        <video
          ref={video}
          className="wb-face-camera-video"
          muted
          playsInline
          aria-label={t('adminUsers.faceCameraPreview')}
        />
      </div>
      <Typography.Text type={camera === 'live' ? 'secondary' : undefined} aria-live="polite">
        {t(STATUS_KEYS[camera])}
      </Typography.Text>
      <Space wrap>
        <Button type="primary" icon={<CameraOutlined />} disabled={camera !== 'live'} loading={busy} onClick={take}>
          {t('adminUsers.faceCapture')}
        </Button>
        <Button onClick={onCancel} disabled={busy}>
          {t('adminUsers.faceCameraCancel')}
        </Button>
      </Space>
    </div>
  );
}
