import { PageHeader } from '@web/components/page-header';
import { ADMIN, ALL_STAFF } from '@domain/roles';
import { hasRole, useCurrentUser } from '@web/lib/session';
import { BackupStatusCard } from './components/backup-status-card';
import { DropoutRiskCard } from './components/dropout-risk-card';
import { FamilyHome } from './components/family-home';
import { FeaturedNewsCard } from './components/featured-news-card';
import { QuickActionsCard } from './components/quick-actions-card';
import { TodayCard } from './components/today-card';

/**
 * Início (spec 1 §2.3): a family's children first; for staff, what needs them today (and, for the
 * administrador, the backups). Then the featured news and the quick actions.
 */
export function HomePage() {
  const user = useCurrentUser();
  const rest = (
    <>
      <FeaturedNewsCard />
      <QuickActionsCard user={user} />
    </>
  );
  return (
    <>
      <PageHeader title="Início" subtitle="Bem-vindo ao sistema de gestão esportiva" />
      {user.tipo === 'cliente' ? (
        <FamilyHome>{rest}</FamilyHome>
      ) : (
        <>
          {hasRole(user, ALL_STAFF) && <TodayCard />}
          {hasRole(user, ALL_STAFF) && <DropoutRiskCard />}
          {hasRole(user, ADMIN) && <BackupStatusCard />}
          {rest}
        </>
      )}
    </>
  );
}
