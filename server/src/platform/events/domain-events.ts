import type { DomainEvent, DomainEventOf, DomainEventType } from '@workbench/contracts';

export type DomainEventHandler<T extends DomainEventType> = (event: DomainEventOf<T>) => void;

/**
 * The change-event spine: a service publishes what it changed once its transaction has
 * committed, and whatever reacts (read caches, hubs, later the event routing) subscribes by event
 * type. Every instance of the service receives every event, its own included, exactly once.
 * Handlers run synchronously in the order they subscribed; one that throws is logged and does not
 * keep the event from the others, nor fail the call that published it.
 */
export interface DomainEvents {
  /**
   * Delivers the events to this instance's subscribers at once, then to the other instances.
   * Resolves once the other instances' transport has accepted them; never rejects (the change is
   * committed by then, and a transport that is away is logged, not reported to the caller).
   */
  publish(...events: DomainEvent[]): Promise<void>;
  subscribe<T extends DomainEventType>(type: T, handler: DomainEventHandler<T>): () => void;
  close(): Promise<void>;
}
