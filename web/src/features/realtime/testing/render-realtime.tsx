import { act, render, waitFor } from '@testing-library/react';
import type { NotificationMessage } from '@workbench/contracts';
import { expect } from 'vitest';
import { writeTokens } from '../../../stores/session-cookies';
import { useSessionStore } from '../../../stores/session-store';
import { AntdProviders } from '../../../ui/antd-providers';
import { Providers } from '../../../ui/providers';
import { RealtimeRoot } from '../components/realtime-root';
import { createFakeHubs } from './fake-hubs';

/** A signed-in operator whose profile is loaded: the hubs connect. */
export function signInOperator(): void {
  writeTokens({ accessToken: 'token-1', refreshToken: 'refresh-1', ticket: 'ticket-1' });
  useSessionStore.setState({ hasToken: true, userName: 'operator', userId: 'u-7', profileLoaded: true });
}

/**
 * Renders the real-time part of the frame as the frame does (antd providers, real stores and i18n)
 * over fake hubs, signed in and registered; `notify` plays the server pushing a notification.
 */
export async function renderRealtime() {
  signInOperator();
  const hubs = createFakeHubs();
  const view = render(
    <Providers>
      <AntdProviders>
        <RealtimeRoot connect={hubs.connect} />
      </AntdProviders>
    </Providers>,
  );
  const layer = await waitFor(() => {
    const root = view.container.querySelector<HTMLElement>('.wb-notification-layer');
    if (!root) throw new Error('The notification layer is not there yet');
    return root;
  });
  // Registered on the monitor hub (ConnectedAsync), so that what the portal invokes next is sent.
  await waitFor(() => expect(hubs.hub('monitor').invocations).toHaveLength(1));
  const notify = (message: Partial<NotificationMessage> & Pick<NotificationMessage, 'Id' | 'Title' | 'Type'>) =>
    act(() => hubs.hub('monitor').emit('FirePopUpNotification', { Msg: [], ...message }));
  return { ...view, hubs, layer, notify };
}
