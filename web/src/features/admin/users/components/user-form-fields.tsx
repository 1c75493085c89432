import {
  ALL_LANGUAGES,
  isBuiltInAdmin,
  type LeadUser,
  type LeadUserOptions,
  LIMITS,
  leadUserFieldsSchema,
  newPasswordSchema,
} from '@workbench/contracts';
import { Col, Form, Input, Row, Select, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '../../../../i18n/language-names';
import { useSessionStore } from '../../../../stores/session-store';
import { zodRule } from '../../shared/zod-rule';
import { CardField } from './card-field';

const fields = leadUserFieldsSchema.shape;

/* Input limits that match the contract, so nobody types past what the server keeps. */
const SHORT_TEXT_MAX = 32;

export interface UserFormFieldsProps {
  /** The account being edited; null for a new one (which also asks for a password). */
  editing: LeadUser | null;
  options: LeadUserOptions | undefined;
  optionsLoading: boolean;
}

const languageOptions = ALL_LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }));

/** Why the administrator switch cannot be changed, or null when it can. */
function useAdminFlagLock(editing: LeadUser | null, options: LeadUserOptions | undefined): string | null {
  const { t } = useTranslation();
  const ownId = useSessionStore((state) => state.userId);
  if (editing && isBuiltInAdmin(editing.userName)) return t('adminUsers.builtInAdminStaysAdmin');
  // Taking one's own administrator rights away (or granting them) is refused by the server.
  if (editing && ownId && editing.id === ownId) return t('adminUsers.ownAdminFlag');
  if (!options) return '';
  return options.canGrantAdmin ? null : t('adminUsers.cannotGrantAdmin');
}

/**
 * The fields of the user form. Every rule comes from the contract's schema of that field
 * (zodRule), so the form refuses exactly what the server would.
 */
export function UserFormFields({ editing, options, optionsLoading }: UserFormFieldsProps) {
  const { t } = useTranslation();
  const builtIn = editing ? isBuiltInAdmin(editing.userName) : false;
  const adminFlagLock = useAdminFlagLock(editing, options);
  const roles = options?.roles ?? [];
  const someRolesLocked = roles.some((role) => !role.grantable);

  return (
    <Row gutter={16}>
      <Col xs={24} sm={12}>
        <Form.Item
          name="userName"
          label={t('adminUsers.userName')}
          required
          rules={[zodRule(fields.userName, { required: true })]}
          extra={builtIn ? t('adminUsers.builtInAdminUserName') : undefined}
        >
          <Input readOnly={builtIn} autoComplete="off" maxLength={LIMITS.nameMax} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="name" label={t('adminUsers.name')} required rules={[zodRule(fields.name, { required: true })]}>
          <Input autoComplete="off" maxLength={LIMITS.nameMax} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="email" label={t('adminUsers.email')} rules={[zodRule(fields.email)]}>
          <Input type="email" inputMode="email" autoComplete="off" maxLength={LIMITS.nameMax} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="phoneNumber" label={t('adminUsers.phoneNumber')} rules={[zodRule(fields.phoneNumber)]}>
          <Input inputMode="tel" autoComplete="off" maxLength={SHORT_TEXT_MAX} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <CardField editing={editing} />
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item
          name="mesAccessLevel"
          label={t('adminUsers.mesAccessLevel')}
          rules={[zodRule(fields.mesAccessLevel)]}
        >
          <Input autoComplete="off" maxLength={SHORT_TEXT_MAX} />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item
          name="roleIds"
          label={t('adminUsers.roles')}
          rules={[zodRule(fields.roleIds)]}
          extra={someRolesLocked ? t('adminUsers.rolesNotGrantable') : undefined}
        >
          <Select
            mode="multiple"
            allowClear
            loading={optionsLoading}
            optionFilterProp="label"
            options={roles.map((role) => ({ value: role.id, label: role.name, disabled: !role.grantable }))}
            optionRender={(option) =>
              option.data.disabled ? (
                <span>
                  {option.label}{' '}
                  <Typography.Text type="secondary">({t('adminUsers.roleNotGrantable')})</Typography.Text>
                </span>
              ) : (
                option.label
              )
            }
          />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item name="warehouseIds" label={t('adminUsers.warehouses')} rules={[zodRule(fields.warehouseIds)]}>
          <Select
            mode="multiple"
            allowClear
            loading={optionsLoading}
            optionFilterProp="label"
            options={(options?.warehouses ?? []).map((warehouse) => ({
              value: warehouse.id,
              label: `${warehouse.code} ${warehouse.name}`,
            }))}
          />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="language" label={t('adminUsers.language')}>
          <Select allowClear placeholder={t('adminUsers.languageDefault')} options={languageOptions} />
        </Form.Item>
      </Col>
      {editing ? null : (
        <Col xs={24} sm={12}>
          <Form.Item
            name="password"
            label={t('adminUsers.password')}
            required
            rules={[zodRule(newPasswordSchema, { required: true })]}
            extra={t('password.hint')}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        </Col>
      )}
      <Col xs={12}>
        <Form.Item
          name="enabled"
          label={t('adminUsers.enabled')}
          valuePropName="checked"
          extra={builtIn ? t('adminUsers.builtInAdmin') : undefined}
        >
          <Switch disabled={builtIn} />
        </Form.Item>
      </Col>
      <Col xs={12}>
        <Form.Item
          name="isAdmin"
          label={t('adminUsers.isAdmin')}
          valuePropName="checked"
          extra={adminFlagLock || undefined}
        >
          <Switch disabled={adminFlagLock !== null} />
        </Form.Item>
      </Col>
    </Row>
  );
}
