import { type SendReportParams, sendReportParamsSchema } from '@workbench/contracts';
import { AppError } from '../../../platform/errors';
import type { ChangeContext } from '../../../platform/events/in-transaction';
import { translate } from '../../../platform/messages';
import type { JobKindDefinition, JobRunContext } from '../../../platform/scheduler/scheduler';
import { queueMessageToContactGroup } from '../channels/group-messages.service';

export interface SendReportDeps {
  ctx: ChangeContext;
}

/** What of a run the report needs: the port's context without its parameters. */
export type SendReportRun = Pick<JobRunContext<unknown>, 'jobId' | 'signal' | 'scheduledFor' | 'log'>;

/**
 * The report's text. Today it is the job's own text; the digest of open events (a later issue)
 * joins here, building the text for the occurrence before it is sent.
 */
export type ReportText = (params: SendReportParams, run: SendReportRun) => Promise<{ title: string; text: string }>;

export const textAsGiven: ReportText = async (params) => ({ title: params.title, text: params.text });

/**
 * "Send a report": the report to every contact of a group through a channel, queued in the
 * integrations' outbox and delivered like every other message. Once per occurrence: a retried run
 * of the same occurrence queues nothing twice. A missing or disabled channel, or a group nobody of
 * whom the channel reaches, fails the run (in English: the run's error is the operator's log).
 */
export async function sendReport(
  params: SendReportParams,
  run: SendReportRun,
  deps: SendReportDeps,
  reportText: ReportText = textAsGiven,
): Promise<void> {
  const { title, text } = await reportText(params, run);
  run.signal.throwIfAborted();
  let result: Awaited<ReturnType<typeof queueMessageToContactGroup>>;
  try {
    result = await queueMessageToContactGroup(deps.ctx, {
      channelId: params.channelId,
      group: params.group,
      title,
      text,
      time: run.scheduledFor,
      key: `report:${run.jobId}:${run.scheduledFor.toISOString()}`,
    });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const reason = translate('en', error.messageKey, error.params);
    run.log(`Nothing was queued: ${reason}`);
    throw new Error(reason);
  }
  const { channel, contacts, queued, queuedBefore, unreachable } = result;
  run.log(`Channel "${channel.name}" (${channel.kind}), group "${params.group}" with ${contacts} contacts`);
  run.log(
    `${queued} messages queued${queuedBefore > 0 ? `, ${queuedBefore} queued already for this occurrence` : ''}` +
      `${unreachable > 0 ? `; ${unreachable} of them have no e-mail address and get nothing` : ''}`,
  );
}

export function sendReportJobKind(
  deps: SendReportDeps,
  reportText: ReportText = textAsGiven,
): JobKindDefinition<SendReportParams> {
  return {
    kind: 'integrations.sendReport',
    creatable: true,
    params: sendReportParamsSchema,
    run: (context) => sendReport(context.params, context, deps, reportText),
  };
}
