export { displayName, type Member } from './account.js';
export {
  type AdminApiClient,
  type ClientOptions,
  createAdminApiClient,
  type TokenProvider,
} from './client.js';
export type {
  components as AdminApiComponents,
  paths as AdminApiPaths,
} from './generated/admin-api.gen.js';
export { accountQuery } from './queries.js';
