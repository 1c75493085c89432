import type { EventPageRequest } from '@workbench/contracts';

/**
 * Every cached answer of the event centre hangs under one root, so that a change (an act of this
 * user, or EventsChanged of the monitor hub) refreshes the list and the open event alike.
 */
export const eventCentreQueryKeys = {
  all: ['event-centre'] as const,
  lists: ['event-centre', 'list'] as const,
  list: (request: EventPageRequest) => ['event-centre', 'list', request] as const,
  details: ['event-centre', 'detail'] as const,
  detail: (id: string) => ['event-centre', 'detail', id] as const,
};
