import type { Audience, HubName } from './realtime-types';

/** What the registry needs to know of a connection. */
export interface RegisteredConnection {
  readonly info: {
    readonly connectionId: string;
    readonly hub: HubName;
    readonly userId: string;
    readonly sessionId: string;
    readonly roleIds: readonly string[];
    readonly language: string;
  };
}

type Index<T> = Map<string, Set<T>>;

function addTo<T>(index: Index<T>, key: string, value: T): void {
  let set = index.get(key);
  if (!set) {
    set = new Set();
    index.set(key, set);
  }
  set.add(value);
}

function removeFrom<T>(index: Index<T>, key: string, value: T): void {
  const set = index.get(key);
  if (!set) return;
  set.delete(value);
  if (set.size === 0) index.delete(key);
}

/**
 * This process's open hub connections, indexed by hub and by the groups a message can target
 * (user, role, language, session), so that finding an audience never scans every connection.
 */
export class ConnectionRegistry<C extends RegisteredConnection> {
  private readonly byId = new Map<string, C>();
  private readonly byHub: Index<C> = new Map();
  private readonly byUser: Index<C> = new Map();
  private readonly byRole: Index<C> = new Map();
  private readonly byLanguage: Index<C> = new Map();
  private readonly bySession: Index<C> = new Map();

  get size(): number {
    return this.byId.size;
  }

  add(connection: C): void {
    const { info } = connection;
    this.byId.set(info.connectionId, connection);
    addTo(this.byHub, info.hub, connection);
    addTo(this.byUser, info.userId, connection);
    addTo(this.bySession, info.sessionId, connection);
    addTo(this.byLanguage, info.language, connection);
    for (const role of info.roleIds) addTo(this.byRole, role, connection);
  }

  remove(connection: C): void {
    const { info } = connection;
    if (this.byId.get(info.connectionId) !== connection) return;
    this.byId.delete(info.connectionId);
    removeFrom(this.byHub, info.hub, connection);
    removeFrom(this.byUser, info.userId, connection);
    removeFrom(this.bySession, info.sessionId, connection);
    removeFrom(this.byLanguage, info.language, connection);
    for (const role of info.roleIds) removeFrom(this.byRole, role, connection);
  }

  /** Moves a connection between language groups; call with its language before the change. */
  changeLanguage(connection: C, from: string): void {
    removeFrom(this.byLanguage, from, connection);
    addTo(this.byLanguage, connection.info.language, connection);
  }

  all(): IterableIterator<C> {
    return this.byId.values();
  }

  /** The connections of `hub` (every hub when null) in the audience, each once. */
  match(hub: HubName | null, audience: Audience): C[] {
    const inHub = (connection: C) => hub === null || connection.info.hub === hub;
    const fromIndex = (index: Index<C>, keys: readonly string[]) => {
      const found = new Set<C>();
      for (const key of keys)
        for (const connection of index.get(key) ?? []) if (inHub(connection)) found.add(connection);
      return [...found];
    };
    switch (audience.kind) {
      case 'everyone':
        return hub === null ? [...this.byId.values()] : [...(this.byHub.get(hub) ?? [])];
      case 'users':
        return fromIndex(this.byUser, audience.userIds);
      case 'roles':
        return fromIndex(this.byRole, audience.roleIds);
      case 'languages':
        return fromIndex(this.byLanguage, audience.languages);
      case 'sessions':
        return fromIndex(this.bySession, audience.sessionIds);
      case 'connection': {
        const connection = this.byId.get(audience.connectionId);
        return connection && inHub(connection) ? [connection] : [];
      }
    }
  }
}
