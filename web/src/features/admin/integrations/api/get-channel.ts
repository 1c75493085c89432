import { useQuery } from '@tanstack/react-query';
import { API_PATHS, type Channel, channelSchema } from '@workbench/contracts';
import { getApi } from '../../../../api/http-client';
import { channelKeys } from './query-keys';

/** integrationChannel/get?id=: the settings and whether each secret is set (never the secret). */
export async function getChannel(id: string): Promise<Channel> {
  const { data } = await getApi(API_PATHS.admin.channels.get, channelSchema, { query: { id } });
  return data;
}

export function useChannel(id: string | null) {
  return useQuery({ queryKey: channelKeys.one(id), queryFn: () => getChannel(id ?? ''), enabled: id !== null });
}
