import type { HostSession, HostState } from '@workbench/contracts/app-bridge';
import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';

const HostSessionContext = createContext<HostSession | null>(null);

export function HostSessionProvider({ session, children }: { session: HostSession; children: ReactNode }) {
  return <HostSessionContext.Provider value={session}>{children}</HostSessionContext.Provider>;
}

export function useHostSession(): HostSession {
  const session = useContext(HostSessionContext);
  if (!session) throw new Error('useHostSession needs a HostSessionProvider');
  return session;
}

/** The current state; the component re-renders on every new context. */
export function useHostState(): HostState {
  const session = useHostSession();
  return useSyncExternalStore(session.subscribe, session.getState);
}
