import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Empty, List, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { addModule, type DashboardModule, hiddenModules, moveModule, removeModule } from './dashboard-modules';
import { MODULE_TITLE_KEYS } from './module-titles';
import { useDashboardLayout } from './use-dashboard-layout';

export interface ModuleEditorProps {
  /** Add Module shows the modules to add; Edit Module the ones shown, to order or remove. */
  mode: 'add' | 'edit';
  onClose(): void;
}

/** The administrator's editor of the home page's modules (docs/spec.md §2, dashboard Add Module and Edit Module). */
export function ModuleEditor({ mode, onClose }: ModuleEditorProps) {
  const { t } = useTranslation();
  const { layout, setLayout } = useDashboardLayout();
  const title = (module: DashboardModule) => t(MODULE_TITLE_KEYS[module]);
  const toAdd = hiddenModules(layout);

  return (
    <Modal
      open
      title={mode === 'add' ? t('shell.tabs.addModule') : t('shell.tabs.editModule')}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('home.modules.done')}</Button>}
    >
      {mode === 'add' ? (
        toAdd.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home.modules.allShown')} />
        ) : (
          <List
            dataSource={toAdd}
            renderItem={(module) => (
              <List.Item
                actions={[
                  <Button
                    key="add"
                    icon={<PlusOutlined />}
                    onClick={() => setLayout(addModule(layout, module))}
                    aria-label={t('home.modules.add', { name: title(module) })}
                  />,
                ]}
              >
                {title(module)}
              </List.Item>
            )}
          />
        )
      ) : layout.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home.modules.noneShown')} />
      ) : (
        <List
          dataSource={layout}
          renderItem={(module, index) => (
            <List.Item
              actions={[
                <Button
                  key="up"
                  type="text"
                  icon={<ArrowUpOutlined />}
                  disabled={index === 0}
                  onClick={() => setLayout(moveModule(layout, module, -1))}
                  aria-label={t('home.modules.moveUp', { name: title(module) })}
                />,
                <Button
                  key="down"
                  type="text"
                  icon={<ArrowDownOutlined />}
                  disabled={index === layout.length - 1}
                  onClick={() => setLayout(moveModule(layout, module, 1))}
                  aria-label={t('home.modules.moveDown', { name: title(module) })}
                />,
                <Button
                  key="remove"
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  onClick={() => setLayout(removeModule(layout, module))}
                  aria-label={t('home.modules.remove', { name: title(module) })}
                />,
              ]}
            >
              {title(module)}
            </List.Item>
          )}
        />
      )}
    </Modal>
  );
}
