import { PageHeader } from '@web/components/page-header';
import { FamilyHome } from '@web/features/families/components/family-home';
import { useCurrentUser } from '@web/lib/session';
import { routesFor } from '@web/app/routes';
import { FeaturedNewsCard } from './components/featured-news-card';
import { QuickActionsCard } from './components/quick-actions-card';

/** Início (spec 1 §2.3): a family's children first (issue 19), then the featured news and the quick actions. */
export function HomePage() {
  const user = useCurrentUser();
  const canReadNews = routesFor(user.tipo).some((route) => route.path === '/noticias/:id');
  return (
    <>
      <PageHeader title="Início" subtitle="Bem-vindo ao sistema de gestão esportiva" />
      {user.tipo === 'cliente' && <FamilyHome />}
      <FeaturedNewsCard canRead={canReadNews} />
      <QuickActionsCard user={user} />
    </>
  );
}
