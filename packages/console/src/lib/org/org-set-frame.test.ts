import { describe, expect, it } from 'vitest';
import { getAppState } from '../session/app-state';
import { completeOrgSet, setOrgFrame } from './org-set-frame';

describe('completeOrgSet', () => {
  it('clears the SetOrg frame, refreshes the token and toggles the refresh flag', () => {
    setOrgFrame.set('/Guestnet/Admin/organization/SetOrg.aspx?ORG_NUMBER=GN-1');
    const before = getAppState().refresh;
    let refreshed = 0;
    completeOrgSet(() => refreshed++);
    expect(setOrgFrame.get()).toBeNull();
    expect(refreshed).toBe(1);
    expect(getAppState().refresh).toBe(!before);
  });
});
