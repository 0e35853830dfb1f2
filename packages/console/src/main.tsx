import { lightTheme, Provider } from '@adobe/react-spectrum';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { applyBrand } from './features/branding/apply-brand';
import { installErrorLogging } from './features/logging/install-error-logging';
import { log } from './features/logging/logger';
import { createConsoleQueryClient } from './lib/api/query-errors';
import { ShellApiProvider } from './lib/api/shell-api';
import { shellApi } from './lib/api/shell-api-sdk';
import { startMocksIfWanted } from './lib/platform/demo';
import { createConsoleRouter } from './router';
import { notify } from './ui/snackbar';
import './ui/base.css';

applyBrand();
installErrorLogging('console');
const router = createConsoleRouter();
const queryClient = createConsoleQueryClient({
  show: (message) => notify(message, 'error'),
  record: (error) =>
    log({
      level: 'error',
      component: 'console',
      message: error instanceof Error ? error.message : String(error),
      error,
    }),
});

await startMocksIfWanted();

const root = document.getElementById('root');
if (!root) throw new Error('The console page has no #root element.');
createRoot(root).render(
  <StrictMode>
    <Provider theme={lightTheme} colorScheme="light" minHeight="100vh">
      <ShellApiProvider value={shellApi}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ShellApiProvider>
    </Provider>
  </StrictMode>,
);
