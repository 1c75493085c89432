import { dingTalk } from './dingtalk';
import { feishu } from './feishu';
import { genericWebhook } from './generic-webhook';
import type { RobotFormat } from './robot-format';
import { weCom } from './wecom';

/** The chat robots a robot channel can post to, by the name stored in its settings. */
export const ROBOT_FORMATS = {
  dingtalk: dingTalk,
  feishu,
  wecom: weCom,
  webhook: genericWebhook,
} as const satisfies Record<string, RobotFormat>;

export type RobotKind = keyof typeof ROBOT_FORMATS;
