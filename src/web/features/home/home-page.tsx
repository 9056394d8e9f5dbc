import { PageHeader } from '@web/components/page-header';
import { useCan, useCurrentUser } from '@web/lib/session';
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
  const seesPendingWork = useCan('viewPendingWork');
  const takesAttendance = useCan('takeAttendance');
  const seesBackups = useCan('viewBackupStatus');
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
          {seesPendingWork && <TodayCard />}
          {takesAttendance && <DropoutRiskCard />}
          {seesBackups && <BackupStatusCard />}
          {rest}
        </>
      )}
    </>
  );
}
