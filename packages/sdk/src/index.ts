export { displayName, type Member } from './account.js';
export {
  type AdminApiClient,
  type AuthorizationClient,
  type CallOptions,
  type ClientOptions,
  createAdminApiClient,
  createAuthorizationClient,
  type RateLimit,
  type SpecClient,
  type TokenProvider,
  type UnauthorizedHandler,
} from './client.js';
export {
  createDboClient,
  type DboClient,
  type DboPagedProcedure,
  type DboPayload,
  type DboProcedure,
  type DboResult,
  type DboRow,
  DEFAULT_PAGE_SIZE,
  type PaginateOptions,
} from './dbo-client.js';
export { dboMutation, dboQuery, dboQueryPrefix } from './dbo-query.js';
export {
  type AbortedErrorEleven,
  type AnyErrorEleven,
  type DboErrorEleven,
  type ErrorContext,
  ErrorEleven,
  type ErrorElevenInit,
  type ErrorKind,
  type HttpErrorEleven,
  MAX_MESSAGE_LENGTH,
  type NetworkErrorEleven,
  type TimeoutErrorEleven,
  UNKNOWN_API_ERROR,
  UNKNOWN_ERROR,
  UNKNOWN_STATUS,
} from './errors/error-eleven.js';
export {
  DBO_ERROR_STATUS,
  type ErrorDetails,
  errorFromBody,
  errorFromFailure,
  retryAfterMs,
} from './errors/shape-error.js';
export type {
  components as AdminApiComponents,
  paths as AdminApiPaths,
} from './generated/admin-api.gen.js';
export type {
  components as AuthorizationComponents,
  paths as AuthorizationPaths,
} from './generated/authorization.gen.js';
export type { components as DboComponents, paths as DboPaths } from './generated/dbo.gen.js';
export { createGuestnetClients, type GuestnetClients } from './guestnet-clients.js';
export {
  deleteImageMutation,
  type ImageAsset,
  imagesQuery,
  renameImageMutation,
} from './image-queries.js';
export {
  type FeatureId,
  type OrgAccess,
  type OrgPathEntry,
  type OrgStatus,
  type OrgsUnderFilter,
  type OrgTreeNode,
  type OrgType,
  orgAccessQuery,
  orgByPathQuery,
  orgNodeQuery,
  orgSearchQuery,
  orgsByNumbersQuery,
  orgsUnderQuery,
  orgTreeQuery,
} from './org-queries.js';
export { accountQuery } from './queries.js';
export { flushQueries, type InvalidatingClient, isStaticOperation } from './query-flush.js';
export {
  type OperationArgs,
  type OperationData,
  type OperationKeyParams,
  type OperationQueryOptions,
  operationIdOf,
  operationMutation,
  operationQuery,
} from './query-options.js';
export {
  type ReportFigures,
  type ReportPoint,
  type ReportRange,
  type ReportSummary,
  type ReportTimeseries,
  type ReportTop,
  type ReportTopOrg,
  reportSummaryQuery,
  reportTimeseriesQuery,
  reportTopQuery,
} from './report-queries.js';
export {
  type LoginOutcome,
  type LoginPayload,
  loginMutation,
  loginValidityQuery,
  reloginMutation,
  ssoRedirectMutation,
} from './session-queries.js';
export { ssoLoginUrl, UNABLE_TO_GET_LOGIN } from './sso-login-url.js';
export { cacheOptions } from './transport/request-meta.js';
export {
  type CachedResponse,
  type CacheOptions,
  DEFAULT_CACHE_ENTRIES,
  ResponseCache,
} from './transport/response-cache.js';
export { DEFAULT_RETRIES, DEFAULT_TIMEOUT } from './transport/retry.js';
export {
  createUploadQueue,
  type FileRules,
  fileRefusal,
  fillUploadMessage,
  type QueuedUpload,
  type SendUpload,
  sizeInMiB,
  UPLOAD_LIMITS,
  UPLOAD_MESSAGES,
  type UploadQueue,
  type UploadQueueOptions,
  type UploadStatus,
} from './upload/index.js';
export {
  type UploadChunk,
  type UploadImageInput,
  type UploadImageResult,
  uploadImage,
} from './upload-image.js';
