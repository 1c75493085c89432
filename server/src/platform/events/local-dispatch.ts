import type { DomainEvent, DomainEventType } from '@workbench/contracts';
import type { DomainEventHandler } from './domain-events';

type AnyHandler = (event: DomainEvent) => void;

/** This instance's subscribers, by event type; the part both transports share. */
export class LocalDispatch {
  private readonly handlers = new Map<DomainEventType, Set<AnyHandler>>();

  constructor(private readonly onHandlerError: (error: unknown, event: DomainEvent) => void) {}

  subscribe<T extends DomainEventType>(type: T, handler: DomainEventHandler<T>): () => void {
    let set = this.handlers.get(type);
    if (!set) {
      set = new Set();
      this.handlers.set(type, set);
    }
    const wrapped = handler as AnyHandler;
    set.add(wrapped);
    return () => {
      set.delete(wrapped);
    };
  }

  dispatch(event: DomainEvent): void {
    for (const handler of [...(this.handlers.get(event.type) ?? [])]) {
      try {
        handler(event);
      } catch (error) {
        this.onHandlerError(error, event);
      }
    }
  }

  clear(): void {
    this.handlers.clear();
  }
}
