import { newsCategories, type NewsCategory } from '@domain/news';
import { EmptyState, ListError } from '@web/components/data-table';
import { SearchField } from '@web/components/list-filters';
import { NEWS_GRID, NewsCard, NewsCardSkeletons } from '@web/components/news-card';
import { PageHeader } from '@web/components/page-header';
import { Pagination } from '@web/components/pagination';
import { Button } from '@web/components/ui/button';
import { oneOf, useLastPageFallback, useListParams } from '@web/lib/use-list-params';
import { useFeaturedNews } from './api/get-featured-news';
import { usePublishedNews } from './api/get-published-news';

const readFilters = (params: URLSearchParams) => ({ categoria: oneOf<NewsCategory>(newsCategories, params.get('categoria')) });

/** Notícias (spec 2 §2.6): featured block, search, category buttons and the published news, for every signed-in role. */
export function NewsPage() {
  const { filters, search, setSearch, setFilters, setPage, setPageSize, update } = useListParams(['categoria'], readFilters);
  const news = usePublishedNews(filters);
  useLastPageFallback(filters.page, news, update);
  const filtering = Boolean(filters.busca || filters.categoria);
  // The featured block introduces the first page of everything; a search or a category narrows to the list.
  const featured = useFeaturedNews();
  const showFeatured = !filtering && filters.page === 1 && (featured.isPending || (featured.data?.length ?? 0) > 0);
  const list = news.data;

  return (
    <>
      <PageHeader title="Notícias" subtitle="Fique por dentro das novidades da escola" />

      {showFeatured && (
        <section aria-labelledby="noticias-destaque" className="space-y-3">
          <h2 id="noticias-destaque" className="text-lg font-semibold">
            Em Destaque
          </h2>
          {featured.isPending ? (
            <NewsCardSkeletons count={3} label="Carregando notícias em destaque" />
          ) : (
            <div className={NEWS_GRID}>
              {featured.data?.map((item) => <NewsCard key={item.id} news={item} showTags />)}
            </div>
          )}
        </section>
      )}

      <div className="flex flex-col gap-4 rounded-lg border bg-card p-4">
        <SearchField label="Buscar notícias" placeholder="Buscar por título, assunto ou tag..." value={search} onChange={setSearch} />
        <div role="group" aria-label="Categorias" className="flex flex-wrap gap-2">
          {[undefined, ...newsCategories].map((categoria) => {
            const active = filters.categoria === categoria;
            return (
              <Button
                key={categoria ?? 'todas'}
                size="sm"
                variant={active ? 'default' : 'outline'}
                aria-pressed={active}
                onClick={() => setFilters({ categoria })}
              >
                {categoria ?? 'Todas'}
              </Button>
            );
          })}
        </div>
      </div>

      <section aria-labelledby="noticias-lista" className="space-y-3">
        <h2 id="noticias-lista" className="text-lg font-semibold">
          {filters.categoria ?? 'Todas as Notícias'}
        </h2>
        {news.isPending ? (
          <NewsCardSkeletons count={6} label="Carregando notícias" />
        ) : news.isError && !list ? (
          <div className="rounded-lg border bg-card p-6 text-center">
            <ListError message="Não foi possível carregar as notícias." onRetry={() => void news.refetch()} />
          </div>
        ) : !list || list.items.length === 0 ? (
          <div className="rounded-lg border bg-card py-12 text-center text-muted-foreground">
            <EmptyState
              title="Nenhuma notícia encontrada"
              description={filtering ? 'Tente ajustar sua busca ou escolher outra categoria.' : 'Ainda não há notícias publicadas.'}
            />
          </div>
        ) : (
          <>
            <div className={NEWS_GRID} aria-busy={news.isPlaceholderData}>
              {list.items.map((item) => (
                <NewsCard key={item.id} news={item} showTags />
              ))}
            </div>
            <Pagination list={list} noun={['notícia', 'notícias']} onPageChange={setPage} onPageSizeChange={setPageSize} />
          </>
        )}
      </section>
    </>
  );
}
