import { Suspense } from 'react';
import { useLocation } from 'react-router';
import type { SessionUser } from '@domain/auth';
import { useSession } from '@web/lib/session';
import { AppProviders } from './providers';
import { lazyScreen } from './lazy-screen';
import { LoadingScreen } from './loading-screen';

// Three chunks: the public landing, the public privacy policy, and the signed-in shell (which
// splits again per screen).
const LandingPage = lazyScreen(() => import('@web/features/landing/landing-page'), 'LandingPage');
const PublicPrivacyPage = lazyScreen(() => import('@web/features/privacy/public-privacy-page'), 'PublicPrivacyPage');
const AuthenticatedApp = lazyScreen(() => import('./authenticated-app'), 'AuthenticatedApp');

/** Signed out, every path shows the landing, except the privacy policy, which must be readable before signing up. */
const PUBLIC_PRIVACY_PATH = '/privacidade';

/**
 * The code of the first screen for a session known before React starts (the page carried it):
 * the signed-out page, or the signed-in shell and the screen at this path.
 */
export async function loadFirstScreen(user: SessionUser | null, pathname: string): Promise<void> {
  if (!user) {
    await (pathname === PUBLIC_PRIVACY_PATH ? PublicPrivacyPage : LandingPage).load();
    return;
  }
  const [shell] = await Promise.all([import('./authenticated-app'), AuthenticatedApp.load()]);
  await shell.loadScreen(user.tipo, pathname);
}

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
