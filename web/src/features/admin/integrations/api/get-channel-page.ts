import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  API_PATHS,
  type ChannelKind,
  type ChannelListItem,
  channelListItemSchema,
  type PagedResult,
  pagedResultSchema,
} from '@workbench/contracts';
import { postApi } from '../../../../api/http-client';
import type { PagedListRequest } from '../../shared/use-paged-list';
import { channelKeys } from './query-keys';

const channelPageSchema = pagedResultSchema(channelListItemSchema);

export interface ChannelPageQuery extends PagedListRequest {
  kind?: ChannelKind;
}

/** integrationChannel/queryPageList: the channels with their target and state. */
export async function getChannelPage(query: ChannelPageQuery): Promise<PagedResult<ChannelListItem>> {
  const { data } = await postApi(API_PATHS.admin.channels.pageList, query, channelPageSchema);
  return data;
}

export function useChannelPage(query: ChannelPageQuery) {
  // The previous page stays while the next loads, so the table does not jump to empty.
  return useQuery({
    queryKey: channelKeys.page(query),
    queryFn: () => getChannelPage(query),
    placeholderData: keepPreviousData,
  });
}
