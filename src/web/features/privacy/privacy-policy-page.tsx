import { PrivacyPolicy } from './components/privacy-policy';

/** /privacidade for a signed-in user, inside the shell (signed out, app.tsx shows PublicPrivacyPage). */
export function PrivacyPolicyPage() {
  return <PrivacyPolicy />;
}
