import { Suspense } from 'react';
import { matchRoutes, Route, Routes } from 'react-router';
import type { SessionUser } from '@domain/auth';
import { screenPaths } from '@web/lib/paths';
import { useSession } from '@web/lib/session';
import { lazyScreen } from './lazy-screen';
import { LoadingScreen } from './loading-screen';
import { AppProviders } from './providers';

// Four chunks: the public landing, the public privacy policy, the public invitation, and the
// signed-in shell (which splits again per screen).
const AuthenticatedApp = lazyScreen(() => import('./authenticated-app'), 'AuthenticatedApp');

/**
 * Signed out, every path shows the landing, except the privacy policy, which must be readable before
 * signing up, and a guardian's invitation, where a family account begins.
 */
const signedOutRoutes = [
  { path: screenPaths.privacyPolicy, component: lazyScreen(() => import('@web/features/privacy/public-privacy-page'), 'PublicPrivacyPage') },
  { path: screenPaths.invitation, component: lazyScreen(() => import('@web/features/families/public-invitation-page'), 'PublicInvitationPage') },
  { path: '*', component: lazyScreen(() => import('@web/features/landing/landing-page'), 'LandingPage') },
];

const signedOutScreens = (
  <Routes>
    {signedOutRoutes.map(({ path, component: Screen }) => (
      <Route key={path} path={path} element={<Screen />} />
    ))}
  </Routes>
);

/**
 * The code of the first screen for a session known before React starts (the page carried it):
 * the signed-out page, or the signed-in shell and the screen at this path.
 */
export async function loadFirstScreen(user: SessionUser | null, pathname: string): Promise<void> {
  if (!user) {
    await matchRoutes(signedOutRoutes, pathname)?.[0]?.route.component.load();
    return;
  }
  const [shell] = await Promise.all([import('./authenticated-app'), AuthenticatedApp.load()]);
  await shell.loadScreen(user.tipo, pathname);
}

function SessionGate() {
  const { user, isLoading } = useSession();
  if (isLoading) return <LoadingScreen />;
  return <Suspense fallback={<LoadingScreen />}>{user ? <AuthenticatedApp user={user} /> : signedOutScreens}</Suspense>;
}

export function App() {
  return (
    <AppProviders>
      <SessionGate />
    </AppProviders>
  );
}
