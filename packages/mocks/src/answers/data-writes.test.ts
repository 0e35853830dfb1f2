import { listOperations } from '@guestnet/sdk/spec';
import { describe, expect, it } from 'vitest';
import { changesData } from './data-writes.js';

describe('changesData', () => {
  it('counts as changes exactly the dbo saves, deletes and adds, the password and the images', () => {
    const changes = listOperations()
      .filter(changesData)
      .map((op) => op.operationId);
    expect(changes).toEqual([
      'editPassword',
      'uploadImage',
      'deleteImage',
      'renameImage',
      'saveDevice',
      'deleteDevice',
      'savePaymentGateway',
      'deletePaymentGateway',
      'saveServicePlan',
      'deleteServicePlan',
      'saveConnectionProfile',
      'deleteConnectionProfile',
      'savePanMapping',
      'deletePanMapping',
      'saveAccessCodeBatch',
      'deleteAccessCodeBatch',
      'saveAccessCode',
      'deleteAccessCode',
      'saveRoleTemplate',
      'deleteRoleTemplate',
      'savePromotion',
      'deletePromotion',
      'saveConference',
      'deleteConference',
      'saveMikrotikRouter',
      'deleteMikrotikRouter',
      'savePortalSettings',
      'saveConferenceDefaults',
      'saveOrg',
      'addOrg',
      'addSite',
      'deleteOrg',
      'saveChangeSet',
    ]);
  });

  it.each([
    ['a dbo list', 'listServicePlans', 'dbo'],
    ['a dbo read named like a save', 'getSavedReports', 'dbo'],
    ['sign-in', 'login', 'anonymous-json'],
    ['sign-out', 'logout', 'bearer-json'],
    ['feedback', 'sendFeedback', 'bearer-json'],
    ['the org search', 'searchOrgs', 'bearer-json'],
    ['a bearer call named like a save', 'saveSomething', 'bearer-json'],
  ] as const)('leaves %s alone', (_title, operationId, transport) => {
    expect(changesData({ operationId, transport })).toBe(false);
  });
});
