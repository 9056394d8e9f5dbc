import { CalendarIcon, EyeIcon, NewspaperIcon } from 'lucide-react';
import { Link } from 'react-router';
import { formatCount, formatDate } from '@domain/format';
import type { NewsListItem } from '@domain/news';
import { CARD_TAGS } from '@domain/news-constants';
import { Badge } from '@web/components/ui/badge';
import { Skeleton } from '@web/components/ui/skeleton';
import { paths } from '@web/lib/paths';
import { cn } from '@web/lib/utils';

/** "1 visualização", "0 visualizações" (missing counts as 0). */
export const viewsText = (visualizacoes: number | null | undefined) => {
  const n = visualizacoes ?? 0;
  return `${formatCount(n)} ${n === 1 ? 'visualização' : 'visualizações'}`;
};

export interface NewsCardProps {
  news: NewsListItem;
  /** The heading level that fits the page around the card. */
  headingLevel?: 'h2' | 'h3';
  showTags?: boolean;
}

/**
 * A news card (spec 1 §2.3, spec 2 §2.6): main image if any, category, title, subtitle, publication
 * date ('Sem data') and views. The title is the card's one link and covers the whole card.
 */
export function NewsCard({ news, headingLevel: Heading = 'h3', showTags = false }: NewsCardProps) {
  return (
    <article className="relative flex min-w-0 flex-col overflow-hidden rounded-xl border bg-card shadow-xs transition-shadow focus-within:ring-[3px] focus-within:ring-ring/50 hover:shadow-md">
      <NewsImage src={news.imagemPrincipal} className="aspect-video" />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap gap-1">
          <Badge variant="secondary">{news.categoria}</Badge>
        </div>
        <Heading className="leading-snug font-semibold break-words">
          <Link to={paths.newsItem(news.id)} className="outline-none after:absolute after:inset-0 hover:underline">
            {news.titulo}
          </Link>
        </Heading>
        {news.subtitulo && <p className="line-clamp-2 text-sm break-words text-muted-foreground">{news.subtitulo}</p>}
        {showTags && news.tags.length > 0 && (
          <ul className="flex flex-wrap gap-1" aria-label="Tags">
            {news.tags.slice(0, CARD_TAGS).map((tag) => (
              <li key={tag}>
                <Badge variant="outline">#{tag}</Badge>
              </li>
            ))}
          </ul>
        )}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2 text-xs text-muted-foreground">
          <span className="inline-flex items-center gap-1">
            <CalendarIcon className="size-3.5" aria-hidden="true" />
            {formatDate(news.dataPublicacao)}
          </span>
          <span className="inline-flex items-center gap-1">
            <EyeIcon className="size-3.5" aria-hidden="true" />
            {viewsText(news.visualizacoes)}
          </span>
        </div>
      </div>
    </article>
  );
}

/** A card's main image, or — so cards side by side line up (not on phones, one per row) — a plain panel with a newspaper. */
export function NewsImage({ src, className }: { src: string | null; className: string }) {
  if (src) return <img src={src} alt="" loading="lazy" className={cn('w-full object-cover', className)} />;
  return (
    <div aria-hidden="true" className={cn('hidden w-full items-center justify-center bg-muted text-muted-foreground/60 sm:flex', className)}>
      <NewspaperIcon className="size-10" />
    </div>
  );
}

/** The 1, 2 or 3 columns the news cards stand in. */
export const NEWS_GRID = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

/** Placeholders with the cards' shape while they load. */
export function NewsCardSkeletons({ count, label, className }: { count: number; label: string; className?: string }) {
  return (
    <div className={cn(NEWS_GRID, className)} aria-busy="true">
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="overflow-hidden rounded-xl border bg-card">
          <Skeleton className="aspect-video w-full rounded-none" />
          <div className="space-y-2 p-4">
            <Skeleton className="h-5 w-20" />
            <Skeleton className="h-5 w-full" />
            <Skeleton className="h-4 w-3/4" />
          </div>
        </div>
      ))}
    </div>
  );
}
