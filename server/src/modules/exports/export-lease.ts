/**
 * Leases of unfinished export tasks (ADR 0007). The instance that queued a task renews its lease
 * while the task waits or runs; an instance that stops (or is killed) renews nothing, and once
 * the lease has passed any instance may fail the task. A lease several renewals long lets a busy
 * or briefly cut-off instance miss one renewal without losing its tasks.
 */
export const EXPORT_LEASE_MS = 60_000;
/** How often a runner renews the leases of the tasks it holds. */
export const LEASE_RENEWAL_MS = 15_000;
/** How often each instance looks for tasks whose lease has passed (and once at start). */
export const ORPHAN_CHECK_MS = 30_000;
