import { createHmac } from 'node:crypto';
import { parseAnswer, type RobotFormat, RobotRefusal } from './robot-format';

/** Feishu's rate-limit answers: worth another try later. */
const SLOW_DOWN = new Set(['9499', '11232']);

/**
 * Feishu / Lark's custom bot (自定义机器人). With signature verification the body carries
 * `timestamp` (seconds) and `sign`: base64 of HMAC-SHA256 keyed with "timestamp\nsecret" over an
 * empty message — Feishu's own way round. Posts are rich text ("post") with the mentions as `at`
 * elements (`all` for everyone). Refusals come as HTTP 200 with a non-zero `code`.
 */
export const feishu: RobotFormat = {
  call(webhookUrl, message, secret, now) {
    const signature: Record<string, string> = {};
    if (secret) {
      const timestamp = String(Math.floor(now.getTime() / 1000));
      signature.timestamp = timestamp;
      signature.sign = createHmac('sha256', `${timestamp}\n${secret}`).update('').digest('base64');
    }
    const { userIds, everyone } = message.mentions;
    const mentions = [...(everyone ? ['all'] : []), ...userIds].map((id) => ({ tag: 'at', user_id: id }));
    const lines = message.text.split('\n').map((line) => [{ tag: 'text', text: line }]);
    return {
      url: webhookUrl,
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify({
        ...signature,
        msg_type: 'post',
        content: {
          post: { zh_cn: { title: message.title, content: mentions.length > 0 ? [...lines, mentions] : lines } },
        },
      }),
    };
  },
  checkAnswer(answer) {
    const parsed = parseAnswer(answer);
    // Older bots answer {"StatusCode": 0}, newer ones {"code": 0}.
    const code = String(parsed?.code ?? parsed?.StatusCode ?? '');
    if (code === '0') return;
    const detail = String(parsed?.msg ?? parsed?.StatusMessage ?? answer.slice(0, 200));
    throw new RobotRefusal(code || 'no code', detail, SLOW_DOWN.has(code));
  },
};
