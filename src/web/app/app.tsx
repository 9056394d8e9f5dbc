import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '@web/lib/session';
import { AppProviders } from './providers';
import { LoadingScreen } from './loading-screen';

// Three chunks: the public landing, the public privacy policy, and the signed-in shell (which
// splits again per screen).
const LandingPage = lazy(() => import('@web/features/landing/landing-page').then((m) => ({ default: m.LandingPage })));
const PublicPrivacyPage = lazy(() => import('@web/features/privacy/public-privacy-page').then((m) => ({ default: m.PublicPrivacyPage })));
const AuthenticatedApp = lazy(() => import('./authenticated-app').then((m) => ({ default: m.AuthenticatedApp })));

/** Signed out, every path shows the landing, except the privacy policy, which must be readable before signing up. */
const PUBLIC_PRIVACY_PATH = '/privacidade';

function SessionGate() {
  const { user, isLoading } = useSession();
  const { pathname } = useLocation();
  if (isLoading) return <LoadingScreen />;
  const signedOut = pathname === PUBLIC_PRIVACY_PATH ? <PublicPrivacyPage /> : <LandingPage />;
  return <Suspense fallback={<LoadingScreen />}>{user ? <AuthenticatedApp user={user} /> : signedOut}</Suspense>;
}

export function App() {
  return (
    <AppProviders>
      <SessionGate />
    </AppProviders>
  );
}
