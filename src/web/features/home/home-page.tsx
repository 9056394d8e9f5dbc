import { PageHeader } from '@web/components/page-header';

/** Início (spec 1 §2.3). Featured news and quick actions come with their own issue. */
export function HomePage() {
  return <PageHeader title="Início" subtitle="Bem-vindo ao sistema de gestão esportiva" />;
}
