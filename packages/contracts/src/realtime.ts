import { z } from 'zod';
import { LIMITS } from './limits';
import { multiLineText, singleLineText } from './text-rules';

/*
 * What the hubs carry (docs/api.md §6, docs/spec.md §2 "Notification pop-ups", §4, §9): notification
 * messages and their display rules, download task groups, and the arguments of the hub methods.
 * Portal and service both validate with these schemas.
 */

/** docs/spec.md §4 "Notification type codes". Types 0 and 1 play the danger sound, the others the info sound. */
export const NOTIFICATION_TYPES = { fireAlarm: 0, severe: 1, warning: 2, message: 3, reminder: 4 } as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[keyof typeof NOTIFICATION_TYPES];

/** docs/spec.md §2: 1 top-left, 2 top-right, 3 bottom-right (default), 4 bottom-left, 5 centre (a modal box). */
export const NOTIFICATION_POSITIONS = { topLeft: 1, topRight: 2, bottomRight: 3, bottomLeft: 4, centre: 5 } as const;
export type NotificationPosition = (typeof NOTIFICATION_POSITIONS)[keyof typeof NOTIFICATION_POSITIONS];
export const DEFAULT_NOTIFICATION_POSITION: NotificationPosition = NOTIFICATION_POSITIONS.bottomRight;

/** docs/spec.md §2: 1 text card, 2 text with a coloured header, any other value a framed page (Link, LinkName). */
export const NOTIFICATION_SHOW_TYPES = { card: 1, header: 2 } as const;

/** docs/spec.md §9: framed notification sizes in CSS pixels. */
export const FRAMED_NOTIFICATION_SIZE = {
  defaultWidth: 400,
  maxWidth: 800,
  defaultHeight: 300,
  maxHeight: 600,
} as const;

/** docs/spec.md §9: seconds a notification stays when its message gives no Duration. -1 never closes by itself. */
export const NO_AUTO_CLOSE = -1;

export const notificationRowSchema = z.object({
  Key: z.string().max(LIMITS.nameMax),
  Value: z.string().max(LIMITS.freeTextMax),
});
export type NotificationRow = z.infer<typeof notificationRowSchema>;

/** A notification as the hubs push it (FirePopUpNotification), already in the connection's language. */
export const notificationMessageSchema = z.object({
  Id: z.string(),
  PopUpStyle: z.number().int().optional(),
  Position: z.number().int().min(1).max(5).optional(),
  ShowType: z.number().int().optional(),
  Width: z.number().optional(),
  Height: z.number().optional(),
  Link: z.string().max(2048).optional(),
  LinkName: z.string().max(LIMITS.nameMax).optional(),
  Msg: z.array(notificationRowSchema).max(100).default([]),
  Title: z.string().max(LIMITS.nameMax * 2),
  Duration: z.number().int().min(-1).optional(),
  Type: z.number().int().min(0).max(4),
  HeaderBgColor: z.string().max(32).optional(),
  /** Fire-alarm notices: the alarm's messages, listed in the Fire Alarm box. */
  notificationMsg: z.array(notificationRowSchema).max(100).optional(),
  /**
   * When the notification was raised (ISO 8601), the same on every delivery, so that a screen
   * reloaded later still shows when the alarm first came. Optional: a backend that does not send
   * it leaves the portal with the time the message reached the browser.
   */
  CreationTime: z.string().max(64).optional(),
});
export type NotificationMessage = z.infer<typeof notificationMessageSchema>;

/** docs/spec.md §9: how long a pop-up stays, in seconds; -1 means until closed. */
export function notificationDurationSeconds(message: Pick<NotificationMessage, 'Duration' | 'Type'>): number {
  if (message.Duration !== undefined && message.Duration !== null) return message.Duration;
  if (message.Type === NOTIFICATION_TYPES.severe) return 60;
  if (message.Type === NOTIFICATION_TYPES.warning) return 30;
  return 10;
}

/** docs/spec.md §9: a framed notification's size, defaulted and capped. */
export function framedNotificationSize(message: Pick<NotificationMessage, 'Width' | 'Height'>): {
  width: number;
  height: number;
} {
  const pick = (value: number | undefined, fallback: number, max: number) =>
    value !== undefined && Number.isFinite(value) && value > 0 ? Math.min(value, max) : fallback;
  return {
    width: pick(message.Width, FRAMED_NOTIFICATION_SIZE.defaultWidth, FRAMED_NOTIFICATION_SIZE.maxWidth),
    height: pick(message.Height, FRAMED_NOTIFICATION_SIZE.defaultHeight, FRAMED_NOTIFICATION_SIZE.maxHeight),
  };
}

/** docs/spec.md §4: which sound a notification plays. */
export function notificationSound(type: number): 'danger' | 'info' {
  return type === NOTIFICATION_TYPES.fireAlarm || type === NOTIFICATION_TYPES.severe ? 'danger' : 'info';
}

/** docs/spec.md §4 "Download task status". */
export const DOWNLOAD_TASK_STATUS = { preparing: 0, exporting: 5, complete: 10, failed: 20, timedOut: 30 } as const;

export const downloadTaskSchema = z.object({
  fileName: z.string(),
  fileUrl: z.string(),
  /** Kept a number: the hub may send codes this portal does not know. */
  taskStatus: z.number().int(),
});
export type DownloadTask = z.infer<typeof downloadTaskSchema>;
export const downloadTaskGroupSchema = z.object({ taskList: z.array(downloadTaskSchema) });
export type DownloadTaskGroup = z.infer<typeof downloadTaskGroupSchema>;
/** SendMessage carries a JSON string of TaskGroup[] (docs/api.md §6). */
export const downloadTaskGroupsSchema = z.array(downloadTaskGroupSchema);

/** docs/spec.md §9: the download window, in days; 7 is "1 week". */
export const DOWNLOAD_WINDOW_DAYS = [1, 3, 7] as const;
export type DownloadWindowDays = (typeof DOWNLOAD_WINDOW_DAYS)[number];
export const DEFAULT_DOWNLOAD_WINDOW_DAYS: DownloadWindowDays = 1;

/** SwitchNotificationToAnotherCultureAsync's argument (docs/api.md §6). */
export const cultureSwitchSchema = z.object({
  lang: singleLineText().min(1).max(16),
  typeName: z.literal('Notification'),
});
export type CultureSwitch = z.infer<typeof cultureSwitchSchema>;

/** MainConnected's and ChangeGroupByLang's argument (docs/api.md §6). */
export const downloadSubscriptionSchema = z.object({
  lang: singleLineText().min(1).max(16),
  typeName: z.literal('DownLoadTaskByUser'),
  days: z.union([z.literal(1), z.literal(3), z.literal(7)]),
  userId: singleLineText().min(1).max(64),
});
export type DownloadSubscription = z.infer<typeof downloadSubscriptionSchema>;

/*
 * Raising a notification (POST notification/create) and exporting to a download task
 * (POST leadUser/export, leadMenu/export). Bodies are camelCase as everywhere in docs/api.md; the
 * service turns a stored notification into the NotificationMessage above, per language.
 */

/** A key/value row of a notification as a sender writes it (Msg, notificationMsg). */
export const notificationTextRowSchema = z.object({
  key: singleLineText().trim().max(LIMITS.nameMax),
  value: multiLineText().max(LIMITS.freeTextMax),
});
export type NotificationTextRow = z.infer<typeof notificationTextRowSchema>;

/** A notification's words in one language. */
export const notificationTextSchema = z.object({
  title: singleLineText()
    .trim()
    .min(1)
    .max(LIMITS.nameMax * 2),
  msg: z.array(notificationTextRowSchema).max(100).default([]),
  /** Fire alarms: the alarm's messages, listed in the Fire Alarm box. */
  notificationMsg: z.array(notificationTextRowSchema).max(100).nullish(),
});
export type NotificationText = z.infer<typeof notificationTextSchema>;

/**
 * Who a notification is for: everyone, or the listed users and the members of the listed roles.
 * A notification given in one language only shows that text in every language.
 */
export const notificationTargetSchema = z.object({
  everyone: z.boolean().default(false),
  userIds: z.array(singleLineText().min(1).max(64)).max(1000).default([]),
  roleIds: z.array(singleLineText().min(1).max(64)).max(1000).default([]),
});
export type NotificationTarget = z.infer<typeof notificationTargetSchema>;

export const createNotificationRequestSchema = z.object({
  /** NOTIFICATION_TYPES; 3 (message) when absent. */
  type: z.number().int().min(0).max(4).default(NOTIFICATION_TYPES.message),
  /** At least one language (checked by the service, which names the field). */
  texts: z.object({
    'zh-Hans': notificationTextSchema.nullish(),
    en: notificationTextSchema.nullish(),
    'de-DE': notificationTextSchema.nullish(),
  }),
  position: z.number().int().min(1).max(5).default(DEFAULT_NOTIFICATION_POSITION),
  /** 1 text card, 2 coloured header, any other value a framed page of `link`. */
  showType: z.number().int().min(0).max(99).default(NOTIFICATION_SHOW_TYPES.card),
  popUpStyle: z.number().int().min(0).max(99).nullish(),
  width: z.number().int().min(1).max(FRAMED_NOTIFICATION_SIZE.maxWidth).nullish(),
  height: z.number().int().min(1).max(FRAMED_NOTIFICATION_SIZE.maxHeight).nullish(),
  link: singleLineText().trim().max(2048).nullish(),
  linkName: singleLineText().trim().max(LIMITS.nameMax).nullish(),
  /** Seconds on screen; -1 until closed; absent: docs/spec.md §9's default for the type. */
  duration: z.number().int().min(-1).max(86_400).nullish(),
  headerBgColor: singleLineText().trim().max(32).nullish(),
  target: notificationTargetSchema,
  /** After this instant the notification is no longer active; absent: until each user closes it. */
  expiresAt: z.iso.datetime({ offset: true }).nullish(),
});
export type CreateNotificationRequest = z.infer<typeof createNotificationRequestSchema>;
export type CreateNotificationInput = z.input<typeof createNotificationRequestSchema>;

export const createdNotificationSchema = z.object({ id: z.string() });
export type CreatedNotification = z.infer<typeof createdNotificationSchema>;

export type DownloadTaskStatus = (typeof DOWNLOAD_TASK_STATUS)[keyof typeof DOWNLOAD_TASK_STATUS];

/** leadUser/export takes no filters yet: every user is exported. */
export const exportUsersRequestSchema = z.object({});

export const exportMenusRequestSchema = z.object({
  applicationId: singleLineText().min(1).max(64),
  /** The PDA menus instead of the portal's, as getAllMenusByApplicationId. */
  isPda: z.boolean().default(false),
});
export type ExportMenusRequest = z.infer<typeof exportMenusRequestSchema>;

/** The answer of an export call: the new task, still preparing; the hub reports its progress. */
export const exportTaskStartedSchema = z.object({ id: z.string(), taskStatus: z.number().int() });
export type ExportTaskStarted = z.infer<typeof exportTaskStartedSchema>;

/** downloadTask/download?id= */
export const downloadTaskQuerySchema = z.object({ id: singleLineText().min(1).max(64) });

/**
 * Pushed on the monitor hub (`JobChanged`) while a run starts and ends, to every job page. Kept
 * here, not beside the job contracts, so that the hub client does not load the cron rules.
 */
export const jobChangedMessageSchema = z.object({ id: z.string() });

/** Pushed on the monitor hub (`EventsChanged`): events raised or changed that the connection's user may see. */
export const eventsChangedMessageSchema = z.object({ ids: z.array(z.string()).min(1) });
export type EventsChangedMessage = z.infer<typeof eventsChangedMessageSchema>;
