import { Flex, Heading, Link, Text, View } from '@adobe/react-spectrum';
import { useSyncExternalStore } from 'react';
import type { Brand } from '../features/branding/brands';
import { LoginForm } from '../features/login/login-form';
import { SsoForm } from '../features/login/sso-form';
import { Snackbar } from '../ui/snackbar';

// docs/decisions/login-page.md
function subscribeHash(listener: () => void) {
  window.addEventListener('hashchange', listener);
  return () => window.removeEventListener('hashchange', listener);
}

/**
 * The login page: username and password, or the SSO variant under the hash route `#/sso`
 * (SPEC.md §2). Extra query parameters stay in the address when switching between the two.
 */
export function LoginApp({ brand, isDemo }: { brand: Brand; isDemo: boolean }) {
  const hash = useSyncExternalStore(subscribeHash, () => window.location.hash);
  const search = window.location.search;
  const isSso = hash.startsWith('#/sso');
  return (
    <Flex direction="column" alignItems="center" justifyContent="center" minHeight="100vh">
      <View
        elementType="main"
        width="size-4600"
        maxWidth="95vw"
        padding="size-400"
        borderRadius="medium"
        backgroundColor="gray-50"
        borderWidth="thin"
        borderColor="gray-300"
        UNSAFE_style={{ borderTop: '6px solid var(--brand-accent)' }}
      >
        <Flex alignItems="center" gap="size-150" marginBottom="size-200">
          <img src={brand.icon} alt="" width={32} height={32} />
          <Heading level={1} margin={0}>
            {brand.title}
          </Heading>
        </Flex>
        {isSso ? <SsoForm /> : <LoginForm search={search} />}
        <View marginTop="size-300">
          {isSso ? (
            <Link href={`${search}#/`}>Log in with username and password</Link>
          ) : (
            <Link href={`${search}#/sso`}>Log in with SSO</Link>
          )}
        </View>
        {isDemo && !isSso && (
          <Text UNSAFE_style={{ display: 'block', marginTop: 16 }}>
            Demo sign-in: username <strong>demo</strong>, password <strong>demo</strong>.
          </Text>
        )}
      </View>
      <Snackbar />
    </Flex>
  );
}
