// The API layer: the collected endpoint table, the client with the spec's retry rule, and the `$api` store.
export { endpoints, type EndpointName, type Endpoints } from './endpoints';
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
  type FetchLike,
  type Download,
} from './client';
export { $api } from './model';
export { newestAnswer, type NewestAnswer } from './latest';
