import { createBrowserRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { getJson } from '../api/http';
import { PromptHost } from '../ui/prompts';
import { ToastHost } from '../ui/toasts';
import { ErrorBoundary } from './ErrorBoundary';
import { routes } from './routes';

const router = createBrowserRouter(routes);

export function App() {
  return (
    <ErrorBoundary>
      <SWRConfig value={{ fetcher: getJson, errorRetryCount: 2 }}>
        <RouterProvider router={router} />
        <ToastHost />
        <PromptHost />
      </SWRConfig>
    </ErrorBoundary>
  );
}
