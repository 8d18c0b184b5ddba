// The API layer: the collected endpoint table, the client with the spec's retry rule, and the `$api` store.
export { endpoints, type Endpoints } from './endpoints';
export { routes, type EndpointName, type Routes } from './routes';
export {
  ApiError,
  RETRY_STATUSES,
  buildPath,
  createApiClient,
  failureMessage,
  isApiError,
  type ApiClient,
  type ApiClientOptions,
  type ApiErrorKind,
  type ApiEndpoint,
  type CallInput,
  type ReplyContracts,
  readErrorReply,
  type FetchLike,
  type Download,
} from './client';
export { $api } from './model';
export { newestAnswer, type NewestAnswer } from './latest';
