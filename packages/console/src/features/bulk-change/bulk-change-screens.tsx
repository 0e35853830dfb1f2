/**
 * Manage > Bulk Change and its Change Sets, one chunk for both addresses: each lazy screen costs
 * the first load its list of preloaded chunks, and these two share nearly all of theirs. The
 * route picks which one shows (routes/screen-modules.ts).
 */
export { default as BulkChange } from './bulk-change';
export { default as ChangeSetsHistory } from './change-sets-history';
