import { lazy, Suspense } from 'react';
import { useSession } from '@web/lib/session';
import { AppProviders } from './providers';
import { LoadingScreen } from './loading-screen';

// Two chunks: the public landing, and the signed-in shell (which splits again per screen).
const LandingPage = lazy(() => import('@web/features/landing/landing-page').then((m) => ({ default: m.LandingPage })));
const AuthenticatedApp = lazy(() => import('./authenticated-app').then((m) => ({ default: m.AuthenticatedApp })));

function SessionGate() {
  const { user, isLoading } = useSession();
  if (isLoading) return <LoadingScreen />;
  return <Suspense fallback={<LoadingScreen />}>{user ? <AuthenticatedApp user={user} /> : <LandingPage />}</Suspense>;
}

export function App() {
  return (
    <AppProviders>
      <SessionGate />
    </AppProviders>
  );
}
