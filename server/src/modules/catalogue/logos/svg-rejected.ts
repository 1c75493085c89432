import type { MessageParams } from '../../../platform/errors';

/** The reasons an SVG upload is not a logo we keep; each is a message key of catalogue-admin. */
export type SvgRejectionKey =
  | 'logos.invalidSvg'
  | 'logos.svgEntities'
  | 'logos.svgTooManyElements'
  | 'logos.svgTooDeep'
  | 'logos.svgTooHeavy';

/** Why an upload is not a logo we keep; the caller turns it into a 400 on the `data` field. */
export class SvgRejected extends Error {
  constructor(
    readonly messageKey: SvgRejectionKey,
    readonly params?: MessageParams,
  ) {
    super(messageKey);
  }
}
