import { Flex, Heading, View } from '@adobe/react-spectrum';
import type { ReactNode } from 'react';

/** The console's frame: a header bar with the product name and the given header content. */
export function AppShell({ header, children }: { header: ReactNode; children: ReactNode }) {
  return (
    <Flex direction="column" height="100vh">
      <View elementType="header" backgroundColor="gray-100" paddingX="size-200" height="size-600">
        <Flex alignItems="center" justifyContent="space-between" height="100%">
          <Heading level={1} margin={0} UNSAFE_style={{ fontSize: 18 }}>
            Guestnet Admin
          </Heading>
          {header}
        </Flex>
      </View>
      <View elementType="main" flex padding="size-200">
        {children}
      </View>
    </Flex>
  );
}
