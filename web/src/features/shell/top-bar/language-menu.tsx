import { CheckOutlined, GlobalOutlined } from '@ant-design/icons';
import { Button, Dropdown, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguages } from '../../language';
import { useFocusReturn } from './use-focus-return';

/**
 * Button 5 (docs/spec.md §2): the three core languages plus those the settings' MultiLanguages switch on
 * (useLanguages offers them). The label shows the current language; narrow screens show the icon.
 */
export function LanguageMenu() {
  const { t } = useTranslation();
  const { options, current, select, switching } = useLanguages();
  const currentLabel = options.find((option) => option.value === current)?.label ?? current;
  const name = t('topBar.languageCurrent', { language: currentLabel });
  const [open, setOpen] = useState(false);
  const { triggerId, restoreFocus } = useFocusReturn();
  const onOpenChange = (next: boolean) => {
    if (!next) restoreFocus();
    setOpen(next);
  };

  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      autoFocus
      open={open}
      onOpenChange={onOpenChange}
      menu={{
        selectable: true,
        selectedKeys: [current],
        items: options.map((option) => ({
          key: option.value,
          label: <span lang={option.value}>{option.label}</span>,
          extra: option.value === current ? <CheckOutlined aria-hidden /> : undefined,
        })),
        onClick: ({ key }) => {
          const chosen = options.find((option) => option.value === key);
          onOpenChange(false);
          if (chosen) void select(chosen.value);
        },
      }}
    >
      <Tooltip title={t('language.label')} placement="bottom" open={open ? false : undefined}>
        <Button
          id={triggerId}
          type="text"
          className="wb-tool-button wb-language-button"
          icon={<GlobalOutlined />}
          loading={switching}
          aria-label={name}
          aria-haspopup="menu"
          aria-expanded={open}
        >
          <span className="wb-language-menu-label" lang={current} aria-hidden>
            {currentLabel}
          </span>
        </Button>
      </Tooltip>
    </Dropdown>
  );
}
