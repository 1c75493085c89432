import type { CoreLanguage } from '@workbench/contracts';
import type { DemoAppKey } from './demo-catalogue';

/*
 * The demo plant's event set-up (issue text of the event centre: "fire alarm anywhere → everyone;
 * severe in Suzhou → supervisors by pop-up and e-mail, escalating to the admin after 5 minutes;
 * warehouse warnings → the warehouse contact group"). Names and codes only: the writer looks the
 * ids up, which are random per database.
 */

/** The event sources machines raise events with; their keys are made when stored and shown to nobody. */
export const DEMO_EVENT_SOURCES: { name: string; apps: DemoAppKey[] }[] = [
  { name: 'Suzhou line PLCs (SCADA gateway)', apps: ['MES', 'MNT'] },
  { name: 'Warehouse management system', apps: ['WMS'] },
  { name: 'Fire panel (building management)', apps: ['WMS', 'MES', 'MNT', 'QMS', 'EMS'] },
];

export interface DemoContact {
  name: string;
  email: string;
  language: CoreLanguage;
  groups: string[];
  /** The demo account the contact stands for, if any. */
  userName?: string;
}

export const SUPERVISORS_GROUP = 'Shift supervisors';
export const MANAGEMENT_GROUP = 'Plant management';
export const WAREHOUSE_GROUP = 'Warehouse team';

export const DEMO_CONTACTS: DemoContact[] = [
  {
    name: '张伟',
    email: 'zhang.wei@example-plant.com',
    language: 'zh-Hans',
    groups: [SUPERVISORS_GROUP],
    userName: 'supervisor',
  },
  { name: 'Plant manager', email: 'plant.manager@example-plant.com', language: 'en', groups: [MANAGEMENT_GROUP] },
  {
    name: 'Anna Weber',
    email: 'anna.weber@example-plant.com',
    language: 'de-DE',
    groups: [WAREHOUSE_GROUP],
    userName: 'operator',
  },
  { name: '李娜', email: 'li.na@example-plant.com', language: 'zh-Hans', groups: [WAREHOUSE_GROUP] },
];

type Words = Record<CoreLanguage, { title: string; text: string }>;

/** What the strategies' pop-ups and messages say; `{{…}}` are the event's values. */
export const DEMO_STRATEGY_WORDS: Record<'fire' | 'severe' | 'escalated' | 'warehouse', Words> = {
  fire: {
    'zh-Hans': { title: '火警：{{title}}', text: '{{message}}（设备 {{device}}）' },
    en: { title: 'Fire alarm: {{title}}', text: '{{message}} (device {{device}})' },
    'de-DE': { title: 'Feueralarm: {{title}}', text: '{{message}} (Gerät {{device}})' },
  },
  severe: {
    'zh-Hans': { title: '严重：{{title}}', text: '{{message}}\n设备 {{device}}，已发生 {{count}} 次' },
    en: { title: 'Severe: {{title}}', text: '{{message}}\nDevice {{device}}, {{count}} time(s)' },
    'de-DE': { title: 'Schwerwiegend: {{title}}', text: '{{message}}\nGerät {{device}}, {{count}}-mal' },
  },
  escalated: {
    'zh-Hans': { title: '5 分钟未确认：{{title}}', text: '班组长尚未确认此事件。{{message}}' },
    en: { title: 'Unacknowledged for 5 minutes: {{title}}', text: 'No supervisor has acknowledged it. {{message}}' },
    'de-DE': {
      title: 'Seit 5 Minuten unquittiert: {{title}}',
      text: 'Kein Schichtleiter hat es quittiert. {{message}}',
    },
  },
  warehouse: {
    'zh-Hans': { title: '仓库警告：{{title}}', text: '{{message}}' },
    en: { title: 'Warehouse warning: {{title}}', text: '{{message}}' },
    'de-DE': { title: 'Lagerwarnung: {{title}}', text: '{{message}}' },
  },
};

/** Event types of docs/spec.md §4. */
export const FIRE_ALARM = 0;
export const SEVERE = 1;
export const WARNING = 2;
/** The plant whose severe events the supervisors hear of. */
export const SUZHOU_PLANT = 'SZ01';
export const ESCALATION_MINUTES = 5;
