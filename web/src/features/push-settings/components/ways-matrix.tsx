import { EVENT_TYPES, FIRE_ALARM_TYPE, PUSH_WAYS, type PushWay } from '@workbench/contracts';
import { Checkbox, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DictionaryKey } from '../../../i18n/dictionaries/en';

const TYPE_KEYS: Record<number, DictionaryKey> = {
  0: 'realtime.type.fireAlarm',
  1: 'realtime.type.severe',
  2: 'realtime.type.warning',
  3: 'realtime.type.message',
  4: 'realtime.type.reminder',
};

const WAY_KEYS: Record<PushWay, DictionaryKey> = {
  popUp: 'pushSettings.way.popUp',
  email: 'pushSettings.way.email',
  robot: 'pushSettings.way.robot',
};

/**
 * The matrix of event types × ways, a check box in each cell. The fire alarm's pop-up is fixed
 * (checked, not to be changed) and the row says why.
 */
export function WaysMatrix({ idPrefix }: { idPrefix: string }) {
  const { t } = useTranslation();
  const noteId = `${idPrefix}-fire-note`;
  return (
    <fieldset className="wb-push-fieldset">
      <legend>{t('pushSettings.ways')}</legend>
      <table className="wb-push-matrix">
        <thead>
          <tr>
            <th scope="col">{t('pushSettings.column.type')}</th>
            {PUSH_WAYS.map((way) => (
              <th scope="col" key={way}>
                {t(WAY_KEYS[way])}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {EVENT_TYPES.map((type, index) => {
            const fire = type === FIRE_ALARM_TYPE;
            const typeName = t(TYPE_KEYS[type] ?? 'realtime.type.message');
            return (
              <tr key={type} className={fire ? 'is-fire-alarm' : undefined}>
                <th scope="row">
                  <span className={`wb-push-type is-type-${type}`}>{typeName}</span>
                </th>
                {PUSH_WAYS.map((way) => {
                  const fixed = fire && way === 'popUp';
                  const label = t('pushSettings.wayOfType', { way: t(WAY_KEYS[way]), type: typeName });
                  return (
                    <td key={way}>
                      <Form.Item name={['types', index, way]} valuePropName="checked" noStyle>
                        <Checkbox aria-label={label} disabled={fixed} aria-describedby={fixed ? noteId : undefined} />
                      </Form.Item>
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
      <p id={noteId} className="wb-push-fire-note">
        {t('pushSettings.fireAlarmFixed')}
      </p>
    </fieldset>
  );
}
