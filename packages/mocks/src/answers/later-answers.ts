// The answers no first call of the console needs (the session's and the org tree's are in
// spec-routes.ts): loaded by spec-routes.ts on the first call that gets past those, so the demo's
// mocks answer IsLoginValid and the org list before this code (the dbo records, the reports, the
// images, the faker factories) has even been parsed. docs/decisions/demo-startup.md
export { accessCodeAnswer } from './access-codes.js';
export { adminHistoryAnswer } from './admin-history.js';
export { changeSetAnswer } from './change-sets.js';
export { dboCrudAnswer } from './dbo-crud.js';
export { dboSingletonAnswer } from './dbo-singleton.js';
export { fakeSuccessBody, genericAnswer } from './generic-answer.js';
export { imageAnswer } from './images/image-answers.js';
export { mikrotikTestAnswer } from './mikrotik-test.js';
export { orgAnswer } from './org-answers.js';
export { guestAccountsAnswer } from './reports/find-accounts.js';
export { reportAnswer } from './reports/report-answers.js';
export { reportListAnswer } from './reports/report-lists.js';
