import type { JobKind } from '@workbench/contracts';
import type { JobKindDefinition } from '../../../platform/scheduler/scheduler';

/** A definition as the engine keeps it, whatever its parameters' type. */
// biome-ignore lint/suspicious/noExplicitAny: the registry holds kinds of every parameter type.
export type AnyKindDefinition = JobKindDefinition<any>;

/** The kinds this instance can run, registered by the modules before the service listens. */
export class KindRegistry {
  private readonly kinds = new Map<JobKind, AnyKindDefinition>();

  register(definition: AnyKindDefinition): void {
    if (this.kinds.has(definition.kind)) throw new Error(`job kind ${definition.kind} is registered twice`);
    this.kinds.set(definition.kind, definition);
  }

  get(kind: string): AnyKindDefinition | undefined {
    return this.kinds.get(kind as JobKind);
  }

  names(): JobKind[] {
    return [...this.kinds.keys()];
  }

  all(): AnyKindDefinition[] {
    return [...this.kinds.values()];
  }
}
