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
 * (docs/product/screens.md). Extra query parameters stay in the address when switching between the two.
 * Plain HTML and one stylesheet, no Spectrum: the page must load fast (120 kB budget).
 */
export function LoginApp({ brand, isDemo }: { brand: Brand; isDemo: boolean }) {
  const hash = useSyncExternalStore(subscribeHash, () => window.location.hash);
  const search = window.location.search;
  const isSso = hash.startsWith('#/sso');
  return (
    <div className="login-page">
      <main className="login-card">
        <div className="login-brand">
          <img src={brand.icon} alt="" width={32} height={32} />
          <h1>{brand.title}</h1>
        </div>
        {isSso ? <SsoForm /> : <LoginForm search={search} />}
        <p className="login-switch">
          {isSso ? (
            <a href={`${search}#/`}>Log in with username and password</a>
          ) : (
            <a href={`${search}#/sso`}>Log in with SSO</a>
          )}
        </p>
        {isDemo && !isSso && (
          <p className="login-demo">
            Demo sign-in: username <strong>demo</strong>, password <strong>demo</strong>.
          </p>
        )}
      </main>
      <Snackbar />
    </div>
  );
}
