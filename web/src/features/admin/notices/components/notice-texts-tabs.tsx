import { CORE_LANGUAGES, type CoreLanguage, NOTICE_BODY_MAX } from '@workbench/contracts';
import type { FormRule } from 'antd';
import { Form, Input, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '../../../../i18n/language-names';
import { NoticePreview } from './notice-preview';

/** At least one language needs a title (contracts' noticeTitle rule), checked on every title field. */
function someTitleRule(message: string): FormRule {
  return ({ getFieldValue }) => ({
    validator: async () => {
      const given = CORE_LANGUAGES.some((language) => `${getFieldValue(['texts', language, 'title']) ?? ''}`.trim());
      if (!given) throw new Error(message);
    },
  });
}

/** One tab per portal language, the reader's own open first: its title and Markdown body, with the service's preview. */
export function NoticeTextsTabs() {
  const { t, i18n } = useTranslation();
  const own = CORE_LANGUAGES.find((language) => language === i18n.language) ?? CORE_LANGUAGES[0];
  const titleDependencies = CORE_LANGUAGES.map((language) => ['texts', language, 'title']);
  const tab = (language: CoreLanguage) => {
    const name = LANGUAGE_NAMES[language];
    return {
      key: language,
      label: name,
      // Every language's fields stay in the form, also those of tabs never opened.
      forceRender: true,
      children: (
        <>
          <Form.Item
            name={['texts', language, 'title']}
            label={t('adminNotices.field.titleIn', { language: name })}
            dependencies={titleDependencies.filter((path) => path[1] !== language)}
            rules={[
              someTitleRule(t('admin.validation.noticeTitle')),
              { max: 200, message: t('admin.validation.tooLong', { maximum: '200' }) },
            ]}
          >
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item
            name={['texts', language, 'body']}
            label={t('adminNotices.field.bodyIn', { language: name })}
            extra={t('adminNotices.field.bodyHelp')}
          >
            <Input.TextArea rows={8} maxLength={NOTICE_BODY_MAX} />
          </Form.Item>
          <NoticePreview
            bodyField={['texts', language, 'body']}
            label={t('adminNotices.preview.label', { language: name })}
          />
        </>
      ),
    };
  };
  return <Tabs className="wb-notices-texts" defaultActiveKey={own} items={CORE_LANGUAGES.map(tab)} />;
}
