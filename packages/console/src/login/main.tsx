import { GuestnetClientsProvider } from '@guestnet/sdk/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { applyBrand } from '../features/branding/apply-brand';
import { createConsoleClients } from '../lib/api/api';
import { installErrorLogging } from '../lib/logging/install-error-logging';
import { isDemoBuild, startMocksIfWanted } from '../lib/platform/demo';
import { afterFirstContentfulPaint } from '../lib/platform/next-task';
import { LoginApp } from './login-app';
import { prefetchConsole } from './prefetch-console';
import '../ui/base.css';
import './login.css';

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
// The page renders at once; only its API calls (none before a submit) wait for the demo's mock
// worker, which starts once the fields are painted, so its chunk is no part of the first paint
// (docs/decisions/demo-startup.md).
void startMocksIfWanted(afterFirstContentfulPaint());
// The console's first-load files come next, at idle priority, while the visitor types.
void afterFirstContentfulPaint().then(() => prefetchConsole());
