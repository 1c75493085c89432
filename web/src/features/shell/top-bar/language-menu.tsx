import { CheckOutlined, GlobalOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguages } from '../../language';

/** The top bar's language menu (SPEC §2, button 5). */
export function LanguageMenu() {
  const { t } = useTranslation();
  const { options, current, select, switching } = useLanguages();
  const currentLabel = options.find((option) => option.value === current)?.label ?? current;

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [current],
        items: options.map((option) => ({
          key: option.value,
          label: option.label,
          extra: option.value === current ? <CheckOutlined /> : undefined,
        })),
        onClick: ({ key }) => {
          const chosen = options.find((option) => option.value === key);
          if (chosen) void select(chosen.value);
        },
      }}
    >
      <Button type="text" icon={<GlobalOutlined />} loading={switching} aria-label={t('language.label')}>
        <span className="wb-language-menu-label">{currentLabel}</span>
      </Button>
    </Dropdown>
  );
}
