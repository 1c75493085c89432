import {
  API_PATHS,
  type Channel,
  type CreateChannelRequest,
  channelSchema,
  type EditChannelRequest,
} from '@workbench/contracts';
import { postApi } from '../../../../api/http-client';

/** integrationChannel/create; the form shows failures itself (field errors and the message). */
export async function createChannel(request: CreateChannelRequest): Promise<Channel> {
  const { data } = await postApi(API_PATHS.admin.channels.create, request, channelSchema, { presentErrors: false });
  return data;
}

/** integrationChannel/edit; a secret left out of the request stays as it is. */
export async function editChannel(request: EditChannelRequest): Promise<Channel> {
  const { data } = await postApi(API_PATHS.admin.channels.edit, request, channelSchema, { presentErrors: false });
  return data;
}
