export { REQUEST_ID_HEADER } from './answer.js';
export { BULK_WRITE_REFUSED_MESSAGE, WRITE_REFUSED_MESSAGE } from './answers/data-writes.js';
export { type AccessCodeRecord, batchCodes } from './answers/entities/access-codes.js';
export {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_REUSED_MESSAGE,
  IDEMPOTENCY_WINDOW_MS,
  IDEMPOTENT_REPLAYED_HEADER,
} from './answers/idempotency.js';
export { listPage } from './answers/list-page.js';
export { specRoutes } from './answers/spec-routes.js';
export { BREACH_RANGE_BASE, BREACHED_SAMPLES, breachRangeBody, sha1Hex } from './breach-range.js';
export { createHandlers } from './create-handlers.js';
export { type FakeOptions, fakeFromSchema } from './faker/fake-from-schema.js';
export type { JsonSchema, JsonSchemaType } from './faker/json-schema.js';
export { createSeededFaker, MOCK_REFERENCE_DATE, seedFrom } from './faker/seeded-faker.js';
export { FEATURE_IDS, hasFeature, roleGrants } from './feature-grants.js';
export {
  DEFAULT_FLAKY_RATE,
  FLAKY_MAX_IN_A_ROW,
  FLAKY_RATE_QUERY_PARAMETER,
  FLAKY_RATE_STORAGE_KEY,
  FLAKY_RETRY_AFTER_SECONDS,
  flakyRateOfPage,
  flakyRateOfRequest,
} from './flaky.js';
export { handlers } from './handlers.js';
export {
  DEMO_ADMIN,
  DEMO_GROUPING_ADMIN,
  DEMO_IDENTITIES,
  DEMO_LIMITED_ADMIN,
  DEMO_PROVIDER_ADMIN,
  DEMO_SITE_ADMIN,
  DEMO_SSO_USER,
  type DemoIdentity,
  identityOfLogin,
  identityOfToken,
  reissuedToken,
} from './identities.js';
export { isLegacyMessage, type LegacyMessage } from './legacy/legacy-messages.js';
export {
  LEGACY_BASE,
  LEGACY_ORG_COOKIES,
  LEGACY_ORG_LIST_PATH,
  LEGACY_SCREENS,
  type LegacyScreen,
  SET_ORG_PATH,
  SSO_DEMO_PATH,
} from './legacy/legacy-paths.js';
export { type MockOptions, resetMockState, sharedMockState } from './mock-options.js';
export {
  type GuestnetPaths,
  type MethodOf,
  mockResponse,
  type SuccessBody,
} from './mock-response.js';
export type { MockContext, MockMethod, MockRoute } from './mock-route.js';
export { mockRoutes } from './mock-routes.js';
export {
  DEMO_ORG_COUNT,
  HUGE_ORG_COUNT,
  MockState,
  type MockStateOptions,
} from './mock-state.js';
export {
  MAX_STORED_CHARS,
  MOCK_STATE_STORAGE_KEY,
  type MockStorage,
} from './mock-state-storage.js';
export {
  type GeneratedOrg,
  generateOrgTree,
  LARGE_PROVIDER_NAME,
  ORG_ID_PREFIX,
  type OrgPathEntry,
  type OrgTree,
  type OrgTreeOptions,
  type OrgType,
} from './org-tree/generate-org-tree.js';
export {
  isScenarioName,
  SCENARIO_COOKIE,
  SCENARIO_QUERY_PARAMETER,
  SCENARIO_STORAGE_KEY,
  SCENARIOS,
  type ScenarioName,
  SLOW_MS_STORAGE_KEY,
  scenarioOfPage,
  scenarioOfRequest,
  slowMsOfPage,
} from './scenarios.js';
export {
  inReach,
  type OrgScope,
  orgScopeOf,
  reachesEverything,
  reachRoot,
  valuesAt,
} from './tenancy.js';
