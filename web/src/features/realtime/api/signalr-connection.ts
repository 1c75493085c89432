import {
  DefaultHttpClient,
  HttpError,
  type HttpRequest,
  type HttpResponse,
  HttpTransportType,
  HubConnectionBuilder,
  LogLevel,
  NullLogger,
} from '@microsoft/signalr';
import { LIMITS } from '@workbench/contracts';
import type { ConnectionFactory, HubConnectionLike } from './hub-connection';
import { type HubRefusedError, readHubRefusal } from './hub-refusal';
import { reconnectDelayMs } from './reconnect-delays';

/** The client's HttpError message is "<body>: Status code '<status>'"; the body is the server's envelope. */
const STATUS_SUFFIX = /: Status code '\d+'$/;

/**
 * The client's own HTTP client, remembering why the last negotiate was refused. The official
 * client folds a refused negotiate into an error that keeps only text, so the status code and the
 * envelope (errorCode 20000, the localized message) are read here, where they are still known.
 */
class RefusalAwareHttpClient extends DefaultHttpClient {
  refusal: HubRefusedError | null = null;

  constructor() {
    super(NullLogger.instance);
  }

  override async send(request: HttpRequest): Promise<HttpResponse> {
    const negotiate = request.url?.includes('/negotiate') ?? false;
    if (negotiate) this.refusal = null;
    try {
      return await super.send(request);
    } catch (error) {
      if (negotiate && error instanceof HttpError) {
        const token = request.headers?.Authorization?.replace(/^Bearer /, '');
        this.refusal = readHubRefusal(error.statusCode, error.message.replace(STATUS_SUFFIX, ''), token);
      }
      throw error;
    }
  }
}

/**
 * The official SignalR client over WebSockets (docs/api.md §6). After a loss it reconnects by itself
 * with the portal's back-off and never gives up on an outage; a reconnect the server refuses
 * because of the session (401, 403/20000) ends the client's loop instead, and the refusal is
 * what `start()` throws and `onclose` reports, so the link can refresh the token or sign out.
 * Every connect negotiates first, so a refused token is seen there (a browser tells nothing of
 * why a WebSocket upgrade failed).
 */
export const connectWithSignalR: ConnectionFactory = ({ url, accessToken }) => {
  const http = new RefusalAwareHttpClient();
  const reconnectFailed: ((error?: Error) => void)[] = [];
  const connection = new HubConnectionBuilder()
    .withUrl(url, { accessTokenFactory: accessToken, transport: HttpTransportType.WebSockets, httpClient: http })
    .withAutomaticReconnect({
      nextRetryDelayInMilliseconds: (context) => {
        if (http.refusal) return null;
        // Called once when the connection is lost, then after every attempt that failed.
        if (context.previousRetryCount > 0) for (const callback of reconnectFailed) callback(context.retryReason);
        return reconnectDelayMs(context.previousRetryCount);
      },
    })
    .configureLogging(LogLevel.Warning)
    .build();
  // docs/spec.md §7: keep-alive 10 s; the server pings as often, and is given three pings before it counts as gone.
  connection.keepAliveIntervalInMilliseconds = LIMITS.keepAliveMs;
  connection.serverTimeoutInMilliseconds = 3 * LIMITS.keepAliveMs;

  const wrapped: HubConnectionLike = {
    async start() {
      http.refusal = null;
      try {
        await connection.start();
      } catch (error) {
        throw http.refusal ?? error;
      }
    },
    stop: () => connection.stop(),
    invoke: (method, ...args) => connection.invoke(method, ...args),
    on: (event, handler) => connection.on(event, handler),
    onreconnecting: (callback) => connection.onreconnecting(callback),
    onreconnected: (callback) => connection.onreconnected(callback),
    onreconnectfailed: (callback) => void reconnectFailed.push(callback),
    onclose: (callback) => connection.onclose((error) => callback(http.refusal ?? error)),
  };
  return wrapped;
};
