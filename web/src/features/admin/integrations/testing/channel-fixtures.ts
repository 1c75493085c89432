// Test-only: channels as the service answers them.
import type { Channel, ChannelListItem } from '@workbench/contracts';

const idle = { lastDeliveryTime: null, lastError: null, lastErrorTime: null, waiting: 0 };

export const ROBOT_ID = '11111111-1111-4111-8111-111111111111';
export const EMAIL_ID = '22222222-2222-4222-8222-222222222222';

export const channelRows = (): ChannelListItem[] => [
  {
    id: ROBOT_ID,
    kind: 'robot',
    name: 'Night shift robot',
    target: 'webhook · hooks.example.com',
    enabled: true,
    state: { ...idle, lastDeliveryTime: '2026-05-04T07:30:00.000Z', waiting: 2 },
    creationTime: '2026-05-01T08:00:00.000Z',
  },
  {
    id: EMAIL_ID,
    kind: 'email',
    name: 'Plant mail',
    target: 'smtp.example.com',
    enabled: false,
    state: { ...idle, lastError: 'Authentication failed', lastErrorTime: '2026-05-04T06:00:00.000Z' },
    creationTime: '2026-05-01T09:00:00.000Z',
  },
];

const empty = {
  'zh-Hans': { subject: '', body: '' },
  en: { subject: '', body: '' },
  'de-DE': { subject: '', body: '' },
};

export const emailChannel = (): Channel => ({
  id: EMAIL_ID,
  kind: 'email',
  name: 'Plant mail',
  description: '',
  enabled: false,
  state: idle,
  creationTime: '2026-05-01T09:00:00.000Z',
  passwordSet: true,
  settings: {
    host: 'smtp.example.com',
    port: 587,
    tls: 'starttls',
    acceptSelfSigned: false,
    userName: 'workbench',
    senderName: 'Workbench',
    senderAddress: 'workbench@example.com',
    templates: { ...empty, en: { subject: 'Alarm: {{title}}', body: '<p>{{text}}</p>' } },
  },
});
