import type { DomainEvent } from '@workbench/contracts';
import { describe, expect, it, vi } from 'vitest';
import { InProcessEvents } from './in-process-events';

const quietLog = () => ({ error: vi.fn() });

describe('the in-process change-event spine', () => {
  it('hands each event to the subscribers of its type, once, before publish resolves', async () => {
    const events = new InProcessEvents(quietLog());
    const sessions: DomainEvent[] = [];
    const catalogue: DomainEvent[] = [];
    events.subscribe('session.ended', (event) => sessions.push(event));
    events.subscribe('catalogue.changed', (event) => catalogue.push(event));

    const ended: DomainEvent = {
      type: 'session.ended',
      sessions: [{ userId: 'u', sessionId: 's' }],
      reason: 'disabled',
    };
    await events.publish(ended, { type: 'catalogue.changed' });

    expect(sessions).toEqual([ended]);
    expect(catalogue).toEqual([{ type: 'catalogue.changed' }]);
  });

  it('keeps a failing subscriber from the others and from the publisher, and logs it', async () => {
    const log = quietLog();
    const events = new InProcessEvents(log);
    const seen: string[] = [];
    events.subscribe('settings.changed', () => {
      throw new Error('broken subscriber');
    });
    events.subscribe('settings.changed', () => seen.push('second'));

    await expect(events.publish({ type: 'settings.changed' })).resolves.toBeUndefined();
    expect(seen).toEqual(['second']);
    expect(log.error).toHaveBeenCalledTimes(1);
  });

  it('stops delivering to a subscriber that unsubscribed, and to everyone once closed', async () => {
    const events = new InProcessEvents(quietLog());
    const seen: string[] = [];
    const stop = events.subscribe('settings.changed', () => seen.push('first'));
    events.subscribe('settings.changed', () => seen.push('second'));
    stop();
    await events.publish({ type: 'settings.changed' });
    await events.close();
    await events.publish({ type: 'settings.changed' });
    expect(seen).toEqual(['second']);
  });
});
