import { GuestnetClientsProvider } from '@guestnet/sdk/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { applyBrand } from '../features/branding/apply-brand';
import { createConsoleClients } from '../lib/api/api';
import { installErrorLogging } from '../lib/logging/install-error-logging';
import { isDemoBuild, startMocksIfWanted } from '../lib/platform/demo';
import { LoginApp } from './login-app';
import '../ui/base.css';
import './login.css';

// The page renders at once; only its API calls wait for the demo's mock worker
// (docs/decisions/demo-startup.md).
void startMocksIfWanted();
const brand = applyBrand();
installErrorLogging('login');

const root = document.getElementById('root');
if (!root) throw new Error('The login page has no #root element.');
createRoot(root).render(
  <StrictMode>
    <GuestnetClientsProvider clients={createConsoleClients()}>
      <LoginApp brand={brand} isDemo={isDemoBuild()} />
    </GuestnetClientsProvider>
  </StrictMode>,
);
