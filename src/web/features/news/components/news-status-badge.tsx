import { newsStatusLabels, type NewsStatus } from '@domain/news';
import { Badge } from '@web/components/ui/badge';

const variants = { publicado: 'success', rascunho: 'secondary', cancelado: 'destructive' } as const;

/** 'Publicado' (green), 'Rascunho' (grey), 'Cancelado' (red). */
export function NewsStatusBadge({ status }: { status: NewsStatus }) {
  return <Badge variant={variants[status]}>{newsStatusLabels[status]}</Badge>;
}
