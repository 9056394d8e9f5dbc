import { PublicPage } from '@web/components/public-page';
import { PrivacyPolicy } from './components/privacy-policy';

/**
 * /privacidade without a session: the policy must be readable before anyone signs up (it is linked
 * from the consent checkboxes), so app.tsx shows this page instead of the landing for this path.
 */
export function PublicPrivacyPage() {
  return (
    <PublicPage className="bg-background">
      <PrivacyPolicy />
    </PublicPage>
  );
}
