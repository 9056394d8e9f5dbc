import { ArrowLeftIcon, CalendarIcon, ClockIcon, ExternalLinkIcon, EyeIcon, StarIcon, UserIcon } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { formatDate, formatDateTime } from '@domain/format';
import { newsSchedule, newsScheduleLabels, type News } from '@domain/news';
import { viewsText } from '@web/components/news-card';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { paths } from '@web/lib/paths';
import { useNews } from './api/get-news';
import { NewsStatusBadge } from './components/news-status-badge';
import { ShareButton } from './components/share-button';
import { useRecordView } from './lib/use-record-view';

const isFuture = (instant: string | null) => instant !== null && Date.parse(instant) > Date.now();

/** What readers see of a news item; an administrador previewing a draft, a cancelled, scheduled or expired item sees it too, marked. */
const readable = (news: News) => news.status === 'publicado' && newsSchedule(news) === null;

/** Notícia (spec 2 §2.7), every signed-in role. */
export function NewsDetailPage() {
  const params = useParams();
  const id = Number(params.id);
  const validId = Number.isInteger(id) && id >= 1;
  const news = useNews(id, { enabled: validId });
  useRecordView(news.data?.id, news.data ? readable(news.data) : false);

  if (!validId || news.isError) return <NewsNotFound />;
  if (news.isPending) return <NewsDetailSkeleton />;
  return <NewsArticle news={news.data} />;
}

/** Rendered content: HTML the server sanitised when saved and again when sent (no script, handler or javascript: URL). */
const contentStyles =
  'max-w-none text-base leading-relaxed break-words [&_a]:text-primary [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:pl-4 [&_blockquote]:italic [&_h2]:mt-6 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:mt-5 [&_h3]:text-lg [&_h3]:font-semibold [&_h4]:mt-4 [&_h4]:font-semibold [&_li]:my-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-3 [&_ul]:list-disc [&_ul]:pl-6 [&>*:first-child]:mt-0';

function NewsArticle({ news }: { news: News }) {
  const schedule = news.status === 'publicado' ? newsSchedule(news) : null;
  return (
    <article className="mx-auto w-full max-w-3xl space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="ghost" size="sm" asChild className="-ml-2">
          <Link to={paths.news}>
            <ArrowLeftIcon aria-hidden="true" />
            Voltar
          </Link>
        </Button>
        <ShareButton title={news.titulo} text={news.subtitulo} />
      </div>

      <header className="space-y-3">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary">{news.categoria}</Badge>
          {news.destaqueHome && (
            <Badge>
              <StarIcon aria-hidden="true" />
              Destaque
            </Badge>
          )}
          {news.status !== 'publicado' && <NewsStatusBadge status={news.status} />}
          {schedule && <Badge variant="outline">{newsScheduleLabels[schedule]}</Badge>}
          <span className="inline-flex items-center gap-1 text-sm text-muted-foreground">
            <EyeIcon className="size-4" aria-hidden="true" />
            {viewsText(news.visualizacoes)}
          </span>
        </div>
        <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{news.titulo}</h1>
        {news.subtitulo && <p className="text-lg break-words text-muted-foreground">{news.subtitulo}</p>}
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <span className="inline-flex items-center gap-1">
            <CalendarIcon className="size-4" aria-hidden="true" />
            {news.dataPublicacao ? formatDateTime(news.dataPublicacao) : formatDate(null)}
          </span>
          {news.autor && (
            <span className="inline-flex items-center gap-1">
              <UserIcon className="size-4" aria-hidden="true" />
              Por {news.autor}
            </span>
          )}
          {isFuture(news.dataExpiracao) && (
            <span className="inline-flex items-center gap-1">
              <ClockIcon className="size-4" aria-hidden="true" />
              Válida até {formatDate(news.dataExpiracao)}
            </span>
          )}
        </div>
      </header>

      {news.imagemPrincipal && <img src={news.imagemPrincipal} alt={news.titulo} className="max-h-[28rem] w-full rounded-xl border object-cover" />}

      <div className={contentStyles} data-testid="news-content" dangerouslySetInnerHTML={{ __html: news.conteudoHtml }} />

      {news.tags.length > 0 && (
        <section aria-labelledby="noticia-tags" className="space-y-2">
          <h2 id="noticia-tags" className="text-sm font-medium text-muted-foreground">
            Tags
          </h2>
          <ul className="flex flex-wrap gap-1.5">
            {news.tags.map((tag) => (
              <li key={tag}>
                <Badge variant="outline">#{tag}</Badge>
              </li>
            ))}
          </ul>
        </section>
      )}

      {news.linkExterno && (
        <p>
          <a
            href={news.linkExterno}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1.5 font-medium break-all text-primary underline underline-offset-4"
          >
            <ExternalLinkIcon className="size-4 shrink-0" aria-hidden="true" />
            Acessar link relacionado
            <span className="sr-only"> (abre em nova aba)</span>
          </a>
        </p>
      )}

      <div className="border-t pt-6">
        <Button asChild variant="outline">
          <Link to={paths.news}>Ver Mais Notícias</Link>
        </Button>
      </div>
    </article>
  );
}

function NewsNotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 py-16 text-center">
      <h1 className="text-2xl font-bold tracking-tight">Notícia não encontrada</h1>
      <p className="text-muted-foreground">A notícia que você está procurando não existe ou foi removida.</p>
      <Button asChild>
        <Link to={paths.news}>
          <ArrowLeftIcon aria-hidden="true" />
          Voltar para Notícias
        </Link>
      </Button>
    </div>
  );
}

function NewsDetailSkeleton() {
  return (
    <div className="mx-auto w-full max-w-3xl space-y-4" aria-busy="true">
      <span className="sr-only">Carregando notícia</span>
      <Skeleton className="h-8 w-24" />
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-6 w-2/3" />
      <Skeleton className="aspect-video w-full" />
      <Skeleton className="h-32 w-full" />
    </div>
  );
}
