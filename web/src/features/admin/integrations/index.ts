// What the other administration pages use of the system integrations (a job's report channel, its secret field).

export { channelPageQueryOptions } from './api/get-channel-page';
export type { SecretChange } from './components/channel-form-values';
export { SecretField } from './components/secret-field';
