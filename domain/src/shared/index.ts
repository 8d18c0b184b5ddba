// The ground floor every model builds on: codec helpers, shared entities, dates, numbers and the endpoint entry
// type.
export {
  nullable,
  NonEmptyString,
  NonNegativeInt,
  PositiveInt,
  Money,
  CountryCode,
  Locale,
  success,
  FieldError,
  ErrorReply,
  StatusReply,
  EmptyBody,
  formatErrors,
  decodeOrThrow,
  Bytes,
} from './codec';
export { formatDate, formatDateTime } from './dates';
export {
  decimalSeparatorOf,
  numberFormatOf,
  pluralRulesOf,
  type NumberFormatter,
  type PluralSelector,
} from './numbers';
export {
  type Method,
  type Auth,
  type Endpoint,
  type NamedEndpoint,
  NoParams,
  param,
  notFound,
  unprocessable,
  endpoint,
  endpointTable,
} from './endpoint';
export { Image, Stock, BreadcrumbItem, Breadcrumb, Seo, Post } from './entities';
