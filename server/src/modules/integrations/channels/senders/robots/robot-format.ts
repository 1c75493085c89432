/** What a chat robot posts, already rendered in the recipients' language. */
export interface RobotMessage {
  title: string;
  text: string;
  /** Who the post calls out: the robots' own user ids, mobile numbers, or everyone in the group. */
  mentions: { userIds: readonly string[]; mobiles: readonly string[]; everyone: boolean };
}

/** The HTTP call that posts a message: the webhook address (with any signature) and the JSON body. */
export interface RobotCall {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/**
 * A chat robot's webhook dialect: how a message is laid out and signed, and how the robot says
 * that it refused a post it answered with HTTP 200 (DingTalk, Feishu and WeCom all do).
 */
export interface RobotFormat {
  /** The call for a message; `secret` is the signing secret when the robot has one. */
  call(webhookUrl: string, message: RobotMessage, secret: string | undefined, now: Date): RobotCall;
  /** Throws a RobotRefusal when the robot's answer says the post was not accepted. */
  checkAnswer(answer: string): void;
}

/** A robot answered 200 but refused the post; `retryable` when it only asked to slow down. */
export class RobotRefusal extends Error {
  constructor(
    readonly code: string,
    detail: string,
    readonly retryable: boolean,
  ) {
    super(`the robot refused the post (${code}): ${detail}`.slice(0, 500));
    this.name = 'RobotRefusal';
  }
}

/** The answer as JSON, or undefined: a robot behind a proxy may answer text. */
export function parseAnswer(answer: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(answer);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
