import { type LeadUser, leadUserFieldsSchema } from '@workbench/contracts';
import { Checkbox, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../shared/zod-rule';

/* As long as the contract lets a card number be. */
const CARD_NO_MAX = 64;

export interface CardFieldProps {
  /** The account being edited; null for a new one. */
  editing: LeadUser | null;
}

/**
 * The card number. The server keeps only a keyed hash of it and answers with the masked end
 * ("••••1873"), so a registered card is shown beside an empty field: leaving it empty keeps the
 * card, typing a number replaces it, and "Remove card" takes it away.
 */
export function CardField({ editing }: CardFieldProps) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const registered = editing?.cardNo ?? null;

  function help(removing: boolean): string {
    if (!registered) return t('adminUsers.cardNone');
    return removing
      ? t('adminUsers.cardRemoved', { card: registered })
      : t('adminUsers.cardRegistered', { card: registered });
  }

  return (
    <>
      {/* A dependent item rather than Form.useWatch: a watch hears of the tick a task later, so
          the field would stay open (and its help unchanged) for a moment after "Remove card". */}
      <Form.Item noStyle dependencies={['removeCard']}>
        {() => {
          const removing = form.getFieldValue('removeCard') === true;
          return (
            <Form.Item
              name="cardNo"
              label={t('adminUsers.cardNo')}
              rules={[zodRule(leadUserFieldsSchema.shape.cardNo)]}
              extra={help(removing)}
            >
              <Input
                autoComplete="off"
                maxLength={CARD_NO_MAX}
                placeholder={registered ?? undefined}
                disabled={removing}
              />
            </Form.Item>
          );
        }}
      </Form.Item>
      {registered ? (
        <Form.Item name="removeCard" valuePropName="checked" noStyle>
          <Checkbox onChange={(event) => event.target.checked && form.setFieldValue('cardNo', '')}>
            {t('adminUsers.removeCard')}
          </Checkbox>
        </Form.Item>
      ) : null}
    </>
  );
}
