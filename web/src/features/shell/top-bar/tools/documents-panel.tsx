import { FileTextOutlined } from '@ant-design/icons';
import type { ApplicationFile } from '@workbench/contracts';
import { Button, Empty, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDocuments } from '../../../../api/applications/get-documents';
import { useRuntimeConfigStore } from '../../../../stores/runtime-config-store';
import { openableFileAddress, showableImageAddress } from './file-address';
import './tool-panels.css';

function DocumentRow({ document }: { document: ApplicationFile }) {
  const { t } = useTranslation();
  const baseUrl = useRuntimeConfigStore((s) => s.apiBaseUrl);
  const href = openableFileAddress(document.fileUrl, baseUrl);
  const logo = showableImageAddress(document.applicationLogo, baseUrl);
  const icon = logo ? (
    <img className="wb-document-logo" src={logo} alt="" width={24} height={24} />
  ) : (
    <FileTextOutlined className="wb-document-logo" aria-hidden />
  );

  if (!href) {
    // A javascript:, data: or file: address is never linked; the entry stays so nobody wonders where it went.
    return (
      <li className="wb-tool-list-item is-unavailable">
        {icon}
        <span className="wb-tool-list-title">{document.fileTitle}</span>
        <span className="wb-document-note">{t('topBar.documentNoLink')}</span>
      </li>
    );
  }

  return (
    <li className="wb-tool-list-item">
      <a className="wb-document-link" href={href} target="_blank" rel="noopener noreferrer">
        {icon}
        <span className="wb-tool-list-title">{document.fileTitle}</span>
        <span className="wb-visually-hidden"> {t('topBar.opensInNewTab')}</span>
      </a>
    </li>
  );
}

/** The documents popover: loading, failure with retry, empty, or the list. */
export function DocumentsPanel({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const documents = useDocuments(enabled);

  if (documents.isPending) {
    return (
      <div className="wb-tool-panel-state" role="status">
        <Spin size="small" />
        <span>{t('topBar.documentsLoading')}</span>
      </div>
    );
  }
  if (documents.isError) {
    return (
      <div className="wb-tool-panel-state" role="alert">
        <span>{t('topBar.documentsFailed')}</span>
        <Button size="small" onClick={() => void documents.refetch()}>
          {t('topBar.retry')}
        </Button>
      </div>
    );
  }
  if (documents.data.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('topBar.documentsEmpty')} />;
  }
  return (
    <ul className="wb-tool-list">
      {documents.data.map((document, index) => (
        // Titles may repeat across applications; the list comes whole from the server.
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is never reordered in place
        <DocumentRow key={`${index}-${document.fileTitle}`} document={document} />
      ))}
    </ul>
  );
}
