import { type AppConfig, startHostSession } from '@workbench/contracts/app-bridge';
import { type ComponentType, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { HostSessionProvider } from '../host/host-session-context';

/**
 * Starts a sub-application: the bridge to the shell first, so that "ready" reaches the shell as
 * early as possible, then the App inside the host-session provider in the page's #root.
 * main.tsx imports '@workbench/app-kit/zod-jitless' before anything else and then calls this.
 */
export function startHostedApp(App: ComponentType, config: Pick<AppConfig, 'hostOrigins' | 'contextTimeoutMs'>): void {
  const session = startHostSession({
    self: window,
    hostOrigins: config.hostOrigins,
    contextTimeoutMs: config.contextTimeoutMs,
  });

  const root = document.getElementById('root');
  if (root) {
    createRoot(root).render(
      <StrictMode>
        <HostSessionProvider session={session}>
          <App />
        </HostSessionProvider>
      </StrictMode>,
    );
  }
}
