import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../../../lib/save-file';
import { showErrorModal } from '../../../../ui/notices';
import { FileDownloadError, fetchPlatformFile, isPlatformAddress } from './downloads-file-fetch';

interface DownloadFileButtonProps {
  /** An http(s) address already checked by openableFileAddress. */
  address: string;
  fileName: string;
  baseUrl: string;
}

/** The file's own name, else the last part of its address. */
function savedName(fileName: string, address: string): string {
  if (fileName.trim()) return fileName.trim();
  const last = new URL(address).pathname.split('/').filter(Boolean).pop();
  return last ? decodeURIComponent(last) : 'download';
}

/**
 * The download button of a complete export (docs/spec.md §4, status 10). The platform's file address needs
 * the Bearer token, which a plain link cannot send: the file is fetched with the session and then
 * saved. A file on any other host gets no token and opens as a link.
 */
export function DownloadFileButton({ address, fileName, baseUrl }: DownloadFileButtonProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const label = t('topBar.downloadFile', { name: fileName });

  if (!isPlatformAddress(address, baseUrl)) {
    return (
      <Button
        size="small"
        className="wb-download-button"
        icon={<DownloadOutlined />}
        href={address}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={label}
      >
        {t('topBar.download')}
      </Button>
    );
  }

  const download = async () => {
    setBusy(true);
    try {
      saveFile(await fetchPlatformFile(address), savedName(fileName, address));
    } catch (error) {
      console.warn(`Download of ${address} failed`, error);
      // A refused refresh has already ended the session and said so.
      if (error instanceof FileDownloadError && error.sessionEnded) return;
      const serverMessage = error instanceof FileDownloadError ? error.serverMessage : undefined;
      void showErrorModal(serverMessage ?? t('topBar.downloadFailed', { name: fileName }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      size="small"
      className="wb-download-button"
      icon={<DownloadOutlined />}
      loading={busy}
      onClick={() => void download()}
      aria-label={busy ? t('topBar.downloadingFile', { name: fileName }) : label}
    >
      {busy ? t('topBar.downloading') : t('topBar.download')}
    </Button>
  );
}
