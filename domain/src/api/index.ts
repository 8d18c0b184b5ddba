// The API layer: the collected endpoint table, the client with the spec's retry rule, and the `$api` store.
export {
  buildPath,
  endpoints,
  type BodyOf,
  type EndpointName,
  type Endpoints,
  type ParamsOf,
  type ReplyOf,
} from './endpoints';
export {
  ApiError,
  RETRY_STATUSES,
  createApiClient,
  failureMessage,
  isApiError,
  type ApiClient,
  type ApiClientOptions,
  type ApiErrorKind,
  type CallInput,
  type FetchLike,
  type Download,
} from './client';
export { $api } from './model';
export { newestAnswer, type NewestAnswer } from './latest';
