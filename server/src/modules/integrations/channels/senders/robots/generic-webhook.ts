import { signatureHeaders } from '../signed-json';
import type { RobotFormat } from './robot-format';

/**
 * A generic JSON webhook, for chat tools without a dialect of their own here (Slack-compatible
 * gateways, Mattermost, Rocket.Chat bridges, a plant's own relay): the message as plain JSON,
 * signed like the plugin channel when a secret is set. Any 2xx answer is acceptance.
 */
export const genericWebhook: RobotFormat = {
  call(webhookUrl, message, secret, now) {
    const body = JSON.stringify({
      title: message.title,
      text: message.text,
      mentions: message.mentions,
    });
    return {
      url: webhookUrl,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        ...(secret ? signatureHeaders(body, secret, now) : {}),
      },
      body,
    };
  },
  checkAnswer() {},
};
