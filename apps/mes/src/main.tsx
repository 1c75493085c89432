// First: no schema may be made before zod is told not to generate code (see the module).
import './zod-jitless';
import { startHostSession } from '@workbench/contracts/app-bridge';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { HostSessionProvider } from './components/host-session-context';
import { appConfig } from './config';
import './styles.css';

// The bridge starts before React renders so that "ready" reaches the shell as early as possible.
const session = startHostSession({
  self: window,
  hostOrigins: appConfig.hostOrigins,
  contextTimeoutMs: appConfig.contextTimeoutMs,
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
