import type { FastifyInstance } from 'fastify';
import type { JobKindDefinition } from '../../../platform/scheduler/scheduler';
import { callAddressJobKind } from './call-address.job';
import { sendReportJobKind } from './send-report.job';

/**
 * A kind whatever its parameters: the scheduler parses them with the kind's own schema before the
 * kind's `run` sees them, so the list need not say which parameters each takes.
 */
export type IntegrationJobKind = JobKindDefinition<unknown>;

/**
 * The integrations' timed work, for the scheduler to register (`app.scheduler.registerKind`):
 * calling a sub-application's address under the integrations' outbound rules, and sending a
 * report to a contact group through a channel.
 */
export function integrationJobKinds(app: FastifyInstance): IntegrationJobKind[] {
  return [
    callAddressJobKind({ outbound: { allowedHosts: app.config.integrations.outboundAllowedHosts } }),
    sendReportJobKind({ ctx: { db: app.db, events: app.events } }),
  ];
}
