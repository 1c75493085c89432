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

/** The list call for one request, for the list page (useResourceList keeps the previous page while the next loads). */
export function channelPageQueryOptions(query: ChannelPageQuery) {
  return { queryKey: channelKeys.page(query), queryFn: () => getChannelPage(query) };
}
