import type { EmailSettings, PluginSettings, RobotSettings } from '@workbench/contracts';

/** Where `npm run demo:mail` listens: its mail catcher (SMTP) and its webhook catcher (HTTP). */
export const DEMO_CATCHER = { smtpPort: 1025, httpPort: 8025 };

/**
 * The demo plant's example channels, one of each kind, all disabled and all pointing at the local
 * catchers of `npm run demo:mail`: a newcomer presses "Send test" and watches the message arrive.
 */
export const DEMO_EMAIL_CHANNEL: { name: string; description: string; settings: EmailSettings } = {
  name: 'Shift supervisors (demo mail catcher)',
  description: 'Example: sends to the mail catcher of `npm run demo:mail` on 127.0.0.1:1025.',
  settings: {
    host: '127.0.0.1',
    port: DEMO_CATCHER.smtpPort,
    tls: 'none',
    acceptSelfSigned: false,
    userName: '',
    senderName: 'Workbench alarms',
    senderAddress: 'alarms@demo-plant.example',
    templates: {
      'zh-Hans': { subject: '【工厂告警】{{title}}', body: '' },
      en: { subject: '[Plant alarm] {{title}}', body: '' },
      'de-DE': { subject: '[Werksalarm] {{title}}', body: '' },
    },
  },
};

export const DEMO_ROBOT_CHANNEL: { name: string; description: string; settings: RobotSettings } = {
  name: 'Line chat robot (demo webhook catcher)',
  description: 'Example: a generic JSON webhook to `npm run demo:mail` on 127.0.0.1:8025.',
  settings: {
    robot: 'webhook',
    webhookUrl: `http://127.0.0.1:${DEMO_CATCHER.httpPort}/robot`,
    mentionUserIds: [],
    mentionMobiles: [],
    mentionEveryone: false,
    templates: {
      'zh-Hans': { title: '', text: '' },
      en: { title: '', text: '' },
      'de-DE': { title: '', text: '' },
    },
  },
};

export const DEMO_PLUGIN_CHANNEL: { name: string; description: string; settings: PluginSettings } = {
  name: 'MES event receiver (demo webhook catcher)',
  description: 'Example: a signed JSON call to `npm run demo:mail` on 127.0.0.1:8025.',
  settings: {
    url: `http://127.0.0.1:${DEMO_CATCHER.httpPort}/mes`,
    templates: {
      'zh-Hans': { body: '' },
      en: { body: '{"event": "{{title}}", "detail": "{{text}}", "at": "{{time}}", "source": "{{channel}}"}' },
      'de-DE': { body: '' },
    },
  },
};
