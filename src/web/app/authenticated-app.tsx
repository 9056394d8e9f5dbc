import { Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import type { SessionUser } from '@domain/auth';
import { TooltipLayer } from '@web/components/ui/tooltip';
import { AppShell } from '@web/shell/app-shell';
import { ErrorBoundary } from './error-boundary';
import { LoadingScreen } from './loading-screen';
import { NotFoundPage } from './not-found-page';
import { routesFor } from './routes';

export { loadScreen } from './routes';

/** The signed-in app: the shell and only the routes the user's tipo may open. */
export function AuthenticatedApp({ user }: { user: SessionUser }) {
  const location = useLocation();
  // Tooltips are for signed-in screens only: the landing page never loads them.
  return (
    <>
      <TooltipLayer />
      <AppShell user={user}>
        <ErrorBoundary resetKey={location.pathname}>
          <Suspense fallback={<LoadingScreen fullScreen={false} />}>
            <Routes>
              {routesFor(user.tipo).map(({ path, component: Page }) => (
                <Route key={path} path={path} element={<Page />} />
              ))}
              <Route path="*" element={<NotFoundPage />} />
            </Routes>
          </Suspense>
        </ErrorBoundary>
      </AppShell>
    </>
  );
}
