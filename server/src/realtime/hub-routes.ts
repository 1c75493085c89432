import websocket from '@fastify/websocket';
import { HUBS } from '@workbench/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound, unauthorized } from '../platform/errors';
import { hubCaller } from './hub-caller';
import { type Caller, newConnectionId, type Realtime } from './realtime';
import type { HubName } from './realtime-types';
import { Negotiations, negotiationKey } from './signalr/negotiation';

/** The largest message a client may send to a hub; hub arguments are small. */
const MAX_CLIENT_MESSAGE_BYTES = 64 * 1024;

interface HubQuery {
  id?: string;
  negotiateVersion?: string;
}

/**
 * Serves every hub of docs/api.md §6 at its path: `POST <hub>/negotiate` hands out a connection token,
 * and the WebSocket at `<hub>` (with `?id=<token>`, or without when the client skips negotiation)
 * becomes a hub connection. Both need a valid access token; the hubs check it themselves (the
 * query's access_token is allowed here), so the routes are public to the general API check.
 */
export async function installHubRoutes(app: FastifyInstance, realtime: Realtime): Promise<void> {
  await app.register(websocket, { options: { maxPayload: MAX_CLIENT_MESSAGE_BYTES } });
  // Signed with a key every instance derives alike, so any instance accepts what another handed out.
  const negotiations = new Negotiations(negotiationKey(app.signingKeys.ticket));
  const callers = new WeakMap<FastifyRequest, { caller: Caller; connectionId: string }>();

  for (const [hub, { path }] of Object.entries(HUBS) as [HubName, (typeof HUBS)[HubName]][]) {
    app.post(`${path}/negotiate`, { config: { public: true, envelope: false } }, async (request) => {
      const caller = await hubCaller(app, request);
      if (!caller) throw unauthorized();
      const version = Number((request.query as HubQuery).negotiateVersion ?? 0);
      return negotiations.negotiate(caller.sessionId, Number.isFinite(version) ? version : 0);
    });

    app.get(
      path,
      {
        websocket: true,
        config: { public: true, envelope: false },
        // Before the upgrade, so that a refused client gets an HTTP answer rather than a socket.
        preValidation: async (request) => {
          const caller = await hubCaller(app, request);
          if (!caller) throw unauthorized();
          const { id } = request.query as HubQuery;
          const connectionId = id ? negotiations.redeem(id, caller.sessionId) : newConnectionId();
          if (!connectionId) throw notFound('errors.hubConnectionUnknown');
          callers.set(request, { caller, connectionId });
        },
      },
      (socket, request) => {
        const accepted = callers.get(request);
        if (!accepted) {
          socket.close(1008);
          return;
        }
        realtime.accept(socket, hub, accepted.connectionId, accepted.caller);
      },
    );
  }
}
