import { CameraOutlined, UploadOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeadUserListItem } from '@workbench/contracts';
import { Alert, Button, Empty, Modal, Space, Spin, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSuccessNotice } from '../../../../ui/notices';
import { failureText } from '../../shared/server-field-errors';
import { useFaceImage } from '../api/get-face-image';
import { updateFace } from '../api/update-face';
import { usersQueryKeys } from '../api/users-query-keys';
import { type CapturedPicture, FaceCamera } from './face-camera';
import { FACE_FILE_TYPES, type FaceFileProblem, MAX_FACE_FILE_KB, readFaceFile } from './read-face-file';
import { useObjectUrl } from './use-object-url';

export interface FaceDialogProps {
  user: Pick<LeadUserListItem, 'id' | 'userName' | 'hasFace'>;
  onClose(): void;
}

const PROBLEM_KEYS = {
  wrongType: 'adminUsers.faceWrongType',
  tooLarge: 'adminUsers.faceTooLarge',
  unreadable: 'adminUsers.faceUnreadable',
} as const satisfies Record<FaceFileProblem, string>;

/**
 * The face picture a user signs in with: shows the registered one (or that there is none) and
 * registers a chosen JPEG/PNG or a picture taken with the camera (face-camera.tsx). The picture's
 * blob: address is revoked, and the camera stopped, when the dialog closes.
 */
export function FaceDialog({ user, onClose }: FaceDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const face = useFaceImage(user.id, user.hasFace);
  const pictureUrl = useObjectUrl(face.data);
  const [problem, setProblem] = useState('');
  const [usingCamera, setUsingCamera] = useState(false);

  const upload = useMutation({
    mutationFn: ({ dataUrl }: CapturedPicture) => updateFace(user.id, dataUrl),
    onSuccess(_user, { picture }) {
      // Show the picture just registered without fetching it back; the list learns "has a face".
      queryClient.setQueryData(usersQueryKeys.face(user.id), picture);
      void queryClient.invalidateQueries({ queryKey: usersQueryKeys.lists });
      void showSuccessNotice(t('adminUsers.faceSaved'));
      setUsingCamera(false);
    },
    // A picture refused (no face, several) leaves the camera on, ready for the next one.
    onError: (error) => setProblem(failureText(error)),
  });

  async function choose(file: File) {
    setProblem('');
    const read = await readFaceFile(file);
    if (read.ok) upload.mutate({ picture: file, dataUrl: read.dataUrl });
    else setProblem(t(PROBLEM_KEYS[read.problem], { size: MAX_FACE_FILE_KB }));
  }

  function capture(captured: CapturedPicture) {
    setProblem('');
    upload.mutate(captured);
  }

  function openCamera(open: boolean) {
    setProblem('');
    setUsingCamera(open);
  }

  function picture() {
    if (face.isPending) return <Spin />;
    if (face.isError) return <Alert type="error" showIcon title={failureText(face.error)} />;
    if (!pictureUrl) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('adminUsers.faceNone')} />;
    return (
      <img
        className="wb-users-face-picture"
        src={pictureUrl}
        alt={t('adminUsers.faceAlt', { userName: user.userName })}
      />
    );
  }

  return (
    <Modal
      open
      title={t('adminUsers.faceTitle', { userName: user.userName })}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('adminUsers.close')}</Button>}
      destroyOnHidden
    >
      <div className="wb-users-face">
        {usingCamera ? (
          <FaceCamera busy={upload.isPending} onCapture={capture} onCancel={() => openCamera(false)} />
        ) : (
          <>
            <div className="wb-users-face-frame">{picture()}</div>
            <Space wrap>
              <Upload
                accept={FACE_FILE_TYPES.join(',')}
                showUploadList={false}
                disabled={upload.isPending}
                beforeUpload={(file) => {
                  void choose(file);
                  // Nothing is uploaded by antd itself: the picture goes as JSON through the portal's client.
                  return Upload.LIST_IGNORE;
                }}
              >
                <Button icon={<UploadOutlined />} loading={upload.isPending}>
                  {face.data ? t('adminUsers.faceReplace') : t('adminUsers.faceChoose')}
                </Button>
              </Upload>
              <Button icon={<CameraOutlined />} disabled={upload.isPending} onClick={() => openCamera(true)}>
                {t('adminUsers.faceTakePicture')}
              </Button>
            </Space>
            <Typography.Text type="secondary">{t('adminUsers.faceRules', { size: MAX_FACE_FILE_KB })}</Typography.Text>
          </>
        )}
        {problem ? <Alert type="error" showIcon role="alert" title={problem} /> : null}
      </div>
    </Modal>
  );
}
