import { ArrowRightIcon } from 'lucide-react';
import { Link } from 'react-router';
import { NEWS_GRID, NewsCard, NewsCardSkeletons } from '@web/components/news-card';
import { Button } from '@web/components/ui/button';
import { useFeaturedNews } from '@web/features/news';
import { paths } from '@web/lib/paths';

/**
 * 'Notícias em Destaque' (spec 1 §2.3): the first 3 published featured news, 1, 2 or 3 columns,
 * skeletons while they load; nothing when there are none (or they could not be loaded: the home
 * screen stays useful). Every signed-in role opens them (spec 2 §6).
 */
export function FeaturedNewsCard() {
  const featured = useFeaturedNews();
  if (featured.isError || (featured.isSuccess && featured.data.length === 0)) return null;
  return (
    <section aria-labelledby="inicio-destaques" className="space-y-4 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="inicio-destaques" className="text-lg font-semibold">
          Notícias em Destaque
        </h2>
        <Button variant="outline" size="sm" asChild>
          <Link to={paths.news}>
            Ver todas
            <ArrowRightIcon aria-hidden="true" />
          </Link>
        </Button>
      </div>
      {featured.isPending ? (
        <NewsCardSkeletons count={3} label="Carregando notícias em destaque" />
      ) : (
        <div className={NEWS_GRID}>
          {featured.data.map((news) => (
            <NewsCard key={news.id} news={news} />
          ))}
        </div>
      )}
    </section>
  );
}
