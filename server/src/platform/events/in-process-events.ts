import type { DomainEvent, DomainEventType } from '@workbench/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { DomainEventHandler, DomainEvents } from './domain-events';
import { LocalDispatch } from './local-dispatch';

/** One instance: an event reaches this process's subscribers, and nobody else needs it. */
export class InProcessEvents implements DomainEvents {
  private readonly local: LocalDispatch;

  constructor(log: Pick<FastifyBaseLogger, 'error'>) {
    this.local = new LocalDispatch((error, event) =>
      log.error({ err: error, event: event.type }, 'event handler failed'),
    );
  }

  async publish(...events: DomainEvent[]): Promise<void> {
    for (const event of events) this.local.dispatch(event);
  }

  subscribe<T extends DomainEventType>(type: T, handler: DomainEventHandler<T>): () => void {
    return this.local.subscribe(type, handler);
  }

  async close(): Promise<void> {
    this.local.clear();
  }
}
