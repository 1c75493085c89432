import type { CoreLanguage, TemplateValues } from '@workbench/contracts';

/**
 * What the editors' preview fills the placeholders with: an alarm in the template's own language,
 * with the characters (<, >, &, quotes, a line break) whose escaping the preview should show.
 */
const SAMPLES: Record<CoreLanguage, Pick<TemplateValues, 'title' | 'text'>> = {
  'zh-Hans': { title: '2 号线：压力 > 8 bar', text: '泵 "P-104" 已停止。\n请检查阀门 & 重新启动。' },
  en: { title: 'Line 2: pressure > 8 bar', text: 'Pump "P-104" has stopped.\nCheck the valve & restart it.' },
  'de-DE': { title: 'Linie 2: Druck > 8 bar', text: 'Pumpe "P-104" steht.\nVentil prüfen & neu starten.' },
};

export const SAMPLE_TIME = '2026-05-04 07:30:00 UTC';
export const SAMPLE_RECIPIENT = 'night.shift@example.com';

export function sampleValues(language: CoreLanguage, channel: string, recipient: string): TemplateValues {
  return { ...SAMPLES[language], time: SAMPLE_TIME, channel, recipient };
}
