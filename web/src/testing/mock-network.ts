import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { httpClient } from '../api/http-client';

/** One request as the network layer sees it. */
export interface SentRequest {
  method: string;
  url: string;
  body: unknown;
  headers: Record<string, string>;
}

export interface MockAnswer {
  status?: number;
  body?: unknown;
  /** Simulate a transport failure instead of an answer. */
  fail?: 'network' | 'timeout';
}

export type NetworkHandler = (request: SentRequest) => MockAnswer | Promise<MockAnswer>;

/** A success envelope (docs/api.md §1). */
export const ok = (data: unknown, message = ''): MockAnswer => ({ status: 200, body: { code: 1, message, data } });

/** A failure envelope (docs/api.md §1). */
export const fail = (status: number, errorCode: string, message: string): MockAnswer => ({
  status,
  body: { code: 0, errorCode, message, data: null },
});

/**
 * Replaces only the network layer (the axios adapter) of the portal's HTTP client: everything
 * above it — headers, envelope, refresh-and-replay, error handling — runs for real.
 */
export function mockNetwork(handler: NetworkHandler): { sent: SentRequest[]; restore: () => void } {
  const previous = httpClient.defaults.adapter;
  const sent: SentRequest[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(config.headers.toJSON())) headers[name.toLowerCase()] = String(value);
    const body = typeof config.data === 'string' && config.data ? JSON.parse(config.data) : config.data;
    const request: SentRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      body,
      headers,
    };
    sent.push(request);
    const answer = await handler(request);
    if (answer.fail) {
      const error = Object.assign(new Error(answer.fail), {
        code: answer.fail === 'timeout' ? 'ECONNABORTED' : 'ERR_NETWORK',
      });
      throw error;
    }
    const response: AxiosResponse = {
      data: answer.body ?? null,
      status: answer.status ?? 200,
      statusText: '',
      headers: {},
      config,
    };
    return response;
  };
  httpClient.defaults.adapter = adapter;
  return {
    sent,
    restore: () => {
      httpClient.defaults.adapter = previous;
    },
  };
}
