import { Flex, Heading, View } from '@adobe/react-spectrum';
import type { ReactNode } from 'react';

/** The slots of the console's frame. */
export interface AppShellProps {
  /** Right side of the header bar: feedback, profile, help, logout. */
  header: ReactNode;
  /** The org search box in the header bar. */
  search?: ReactNode;
  /** The left drawer with the org tree. */
  drawer?: ReactNode;
  /** The sub-header tabs (Setup, Manage, Report, Support). */
  subheader?: ReactNode;
  children: ReactNode;
}

/** The console's frame: header bar, sub-header, org drawer on the left, content on the right. */
export function AppShell({ header, search, drawer, subheader, children }: AppShellProps) {
  return (
    <Flex direction="column" height="100vh">
      <View elementType="header" backgroundColor="gray-100" paddingX="size-200" height="size-600">
        <Flex alignItems="center" justifyContent="space-between" height="100%" gap="size-200">
          <Heading level={1} margin={0} UNSAFE_style={{ fontSize: 18 }}>
            Guestnet Admin
          </Heading>
          {search}
          {header}
        </Flex>
      </View>
      {subheader}
      <Flex flex minHeight={0}>
        {drawer}
        <View elementType="main" flex padding="size-200" overflow="auto">
          {children}
        </View>
      </Flex>
    </Flex>
  );
}
