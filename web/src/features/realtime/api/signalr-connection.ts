import { HttpTransportType, HubConnectionBuilder, LogLevel } from '@microsoft/signalr';
import { LIMITS } from '@workbench/contracts';
import type { ConnectionFactory } from './hub-connection';
import { reconnectDelayMs } from './reconnect-delays';

/**
 * The official SignalR client over WebSockets (API.md §6). It reconnects by itself with the
 * portal's back-off and never gives up; the manager re-registers after each reconnect.
 */
export const connectWithSignalR: ConnectionFactory = ({ url, accessToken }) => {
  const connection = new HubConnectionBuilder()
    .withUrl(url, { accessTokenFactory: accessToken, transport: HttpTransportType.WebSockets })
    .withAutomaticReconnect({ nextRetryDelayInMilliseconds: (context) => reconnectDelayMs(context.previousRetryCount) })
    .configureLogging(LogLevel.Warning)
    .build();
  // SPEC §7: keep-alive 10 s; the server pings as often, and is given three pings before it counts as gone.
  connection.keepAliveIntervalInMilliseconds = LIMITS.keepAliveMs;
  connection.serverTimeoutInMilliseconds = 3 * LIMITS.keepAliveMs;
  return connection;
};
