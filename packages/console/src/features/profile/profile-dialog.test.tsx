import { defaultTheme, Provider } from '@adobe/react-spectrum';
import type { Member } from '@guestnet/sdk';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AccountInfoState } from './account-info';
import { ProfileDialog } from './profile-dialog';

const member: Member = {
  Username: 'demo',
  FirstName: 'Dana',
  LastName: 'Reyes',
  Email: 'dana.reyes@guestnet.example',
  Phone: '',
  OwnerOrg: 'GN-1000',
  IsSsoUser: false,
  Error: null,
};

function renderProfile(account: AccountInfoState) {
  render(
    <Provider theme={defaultTheme}>
      <ProfileDialog
        isOpen
        title="Guestnet Admin Profile"
        account={account}
        onClose={() => {}}
        changePassword={async () => {}}
        isBreached={async () => false}
      />
    </Provider>,
  );
}

describe('ProfileDialog', () => {
  it('shows the account with N/A for an empty phone number', () => {
    renderProfile({ status: 'success', member });
    const values = screen.getAllByRole('definition').map((node) => node.textContent);
    expect(values).toEqual([
      'demo',
      'Dana',
      'Reyes',
      'dana.reyes@guestnet.example',
      'N/A',
      'GN-1000',
    ]);
    expect(screen.getByRole('tab', { name: 'Change Password' })).toBeTruthy();
  });

  it('hides Change Password for SSO users', () => {
    renderProfile({ status: 'success', member: { ...member, IsSsoUser: true } });
    expect(screen.getByRole('tab', { name: 'Account Info' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Change Password' })).toBeNull();
  });

  it('shows a spinner while the account loads', () => {
    renderProfile({ status: 'pending' });
    expect(screen.getByRole('progressbar', { name: 'Loading account info' })).toBeTruthy();
  });

  it('says when the account cannot be read', () => {
    renderProfile({ status: 'error' });
    expect(screen.getByText('Unable to get Account info at this time')).toBeTruthy();
  });
});
