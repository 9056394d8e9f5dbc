import { BanIcon, EyeIcon, PencilIcon, SendIcon, StarIcon, Trash2Icon } from 'lucide-react';
import { Link } from 'react-router';
import { formatDate } from '@domain/format';
import { newsSchedule, newsScheduleLabels, type NewsListItem } from '@domain/news';
import { viewsText } from '@web/components/news-card';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { paths } from '@web/lib/paths';
import type { NewsAction } from '../api/news-actions';
import { NewsStatusBadge } from './news-status-badge';

export interface NewsAdminCardProps {
  news: NewsListItem;
  /** An action or the editor's load is running for this card. */
  pending: boolean;
  onEdit: (news: NewsListItem) => void;
  onAction: (news: NewsListItem, action: NewsAction) => void;
}

/** A card of Gerenciar Notícias: edit, publish (drafts only), cancel (published only), delete (any). */
export function NewsAdminCard({ news, pending, onEdit, onAction }: NewsAdminCardProps) {
  const headingId = `noticia-${news.id}`;
  const schedule = news.status === 'publicado' ? newsSchedule(news) : null;
  return (
    <article aria-labelledby={headingId} className="flex min-w-0 flex-col overflow-hidden rounded-xl border bg-card shadow-xs">
      {news.imagemPrincipal && <img src={news.imagemPrincipal} alt="" loading="lazy" className="aspect-[16/7] w-full object-cover" />}
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-wrap gap-1">
          <NewsStatusBadge status={news.status} />
          {schedule && <Badge variant="outline">{newsScheduleLabels[schedule]}</Badge>}
          <Badge variant="outline">{news.categoria}</Badge>
          {news.destaqueHome && (
            <Badge variant="outline">
              <StarIcon aria-hidden="true" />
              Destaque
            </Badge>
          )}
        </div>
        <div className="space-y-1">
          <h3 id={headingId} className="leading-snug font-semibold break-words">
            {news.status === 'publicado' ? (
              <Link to={paths.newsItem(news.id)} className="hover:underline">
                {news.titulo}
              </Link>
            ) : (
              news.titulo
            )}
          </h3>
          {news.subtitulo && <p className="line-clamp-2 text-sm break-words text-muted-foreground">{news.subtitulo}</p>}
        </div>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted-foreground">Publicação</dt>
          <dd className="tabular-nums">{formatDate(news.dataPublicacao)}</dd>
          {news.dataExpiracao && (
            <>
              <dt className="text-muted-foreground">Válida até</dt>
              <dd className="tabular-nums">{formatDate(news.dataExpiracao)}</dd>
            </>
          )}
          <dt className="text-muted-foreground">Autor</dt>
          <dd className="break-words">{news.autor ?? '—'}</dd>
          <dt className="sr-only">Visualizações</dt>
          <dd className="col-span-2 inline-flex items-center gap-1 text-muted-foreground">
            <EyeIcon className="size-3.5" aria-hidden="true" />
            {viewsText(news.visualizacoes)}
          </dd>
        </dl>
        <div className="mt-auto flex flex-wrap gap-2 pt-1">
          <Button variant="outline" size="sm" disabled={pending} onClick={() => onEdit(news)}>
            <PencilIcon aria-hidden="true" />
            Editar
          </Button>
          {news.status === 'rascunho' && (
            <Button size="sm" disabled={pending} onClick={() => onAction(news, 'publish')}>
              <SendIcon aria-hidden="true" />
              Publicar
            </Button>
          )}
          {news.status === 'publicado' && (
            <Button variant="outline" size="sm" disabled={pending} onClick={() => onAction(news, 'cancel')}>
              <BanIcon aria-hidden="true" />
              Cancelar
            </Button>
          )}
          <Button variant="outline" size="sm" className="text-destructive hover:text-destructive" disabled={pending} onClick={() => onAction(news, 'delete')}>
            <Trash2Icon aria-hidden="true" />
            Excluir
          </Button>
        </div>
      </div>
    </article>
  );
}
