import { useQuery } from '@tanstack/react-query';
import { API_PATHS, type Delivery, deliverySchema } from '@workbench/contracts';
import { z } from 'zod';
import { postApi } from '../../../../api/http-client';
import { channelKeys } from './query-keys';

const deliveriesSchema = z.array(deliverySchema);

/** How many of a channel's latest messages the delivery log shows. */
export const DELIVERY_LOG_SIZE = 100;

/** integrationChannel/queryDeliveries: a channel's latest messages, newest first, each with its outcome. */
export async function getDeliveries(channelId: string, signal?: AbortSignal): Promise<Delivery[]> {
  const { data } = await postApi(
    API_PATHS.admin.channels.deliveries,
    { channelId, maxResultCount: DELIVERY_LOG_SIZE },
    deliveriesSchema,
    // The log says itself when it cannot be read.
    { presentErrors: false, signal },
  );
  return data;
}

export function useDeliveries(channelId: string) {
  return useQuery({
    queryKey: channelKeys.deliveries(channelId),
    queryFn: ({ signal }) => getDeliveries(channelId, signal),
  });
}
