import { defaultTheme, Provider } from '@adobe/react-spectrum';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startMocksIfWanted } from './lib/demo';
import { createConsoleQueryClient, createConsoleRouter } from './router';

const router = createConsoleRouter();
const queryClient = createConsoleQueryClient();

await startMocksIfWanted();

const root = document.getElementById('root');
if (!root) throw new Error('The console page has no #root element.');
createRoot(root).render(
  <StrictMode>
    <Provider theme={defaultTheme} colorScheme="light" minHeight="100vh">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </Provider>
  </StrictMode>,
);
