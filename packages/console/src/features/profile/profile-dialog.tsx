import {
  Button,
  ButtonGroup,
  Content,
  Dialog,
  DialogContainer,
  Divider,
  Heading,
  Item,
  TabList,
  TabPanels,
  Tabs,
} from '@adobe/react-spectrum';
import { AccountInfo, type AccountInfoState } from './account-info';
import { ChangePasswordForm, type ChangePasswordFormProps } from './change-password-form';

/** Props of the profile dialog. */
export interface ProfileDialogProps
  extends Pick<ChangePasswordFormProps, 'changePassword' | 'isBreached'> {
  isOpen: boolean;
  /** The product's profile name, the dialog's title. */
  title: string;
  account: AccountInfoState;
  onClose: () => void;
}

/**
 * The profile dialog (docs/product/screens.md): persistent, at most 700px wide, with `Account Info` and, for
 * users who do not sign in with SSO, `Change Password`.
 */
export function ProfileDialog({
  isOpen,
  title,
  account,
  onClose,
  ...password
}: ProfileDialogProps) {
  // Until the account is known, assume SSO: never offer a password change that is not allowed.
  const canChangePassword = account.status === 'success' && !account.member.IsSsoUser;
  return (
    <DialogContainer onDismiss={onClose} isKeyboardDismissDisabled>
      {isOpen && (
        <Dialog maxWidth="700px" width="95vw">
          <Heading>{title}</Heading>
          <Divider />
          <Content>
            <Tabs aria-label={title}>
              <TabList>
                <Item key="account">Account Info</Item>
                {canChangePassword ? <Item key="password">Change Password</Item> : null}
              </TabList>
              <TabPanels>
                <Item key="account">
                  <AccountInfo state={account} />
                </Item>
                {canChangePassword ? (
                  <Item key="password">
                    <ChangePasswordForm {...password} onDone={onClose} />
                  </Item>
                ) : null}
              </TabPanels>
            </Tabs>
          </Content>
          <ButtonGroup>
            <Button variant="secondary" onPress={onClose}>
              Close
            </Button>
          </ButtonGroup>
        </Dialog>
      )}
    </DialogContainer>
  );
}
