import { useState } from 'react';
import { PlusIcon } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { newsStatuses, newsStatusLabels, type News, type NewsListItem, type NewsStatus } from '@domain/news';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { EmptyState, ListError } from '@web/components/data-table';
import { NEWS_GRID, NewsCardSkeletons } from '@web/components/news-card';
import { PageHeader } from '@web/components/page-header';
import { Pagination } from '@web/components/pagination';
import { Button } from '@web/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { toast } from '@web/components/ui/use-toast';
import { errorMessage } from '@web/lib/api';
import { oneOf, useLastPageFallback, useListParams } from '@web/lib/use-list-params';
import { useRecordDialogs } from '@web/lib/use-record-dialogs';
import { getNewsQueryOptions, useNews } from './api/get-news';
import { useNewsList } from './api/get-news-list';
import { useNewsAction, type NewsAction } from './api/news-actions';
import { NewsAdminCard } from './components/news-admin-card';
import { NewsFormDialog } from './components/news-form-dialog';

const ALL = 'todas';
const tabs = [
  { value: ALL, label: 'Todas' },
  { value: 'publicado', label: 'Publicadas' },
  { value: 'rascunho', label: 'Rascunhos' },
  { value: 'cancelado', label: 'Canceladas' },
] as const;

const readFilters = (params: URLSearchParams) => ({ status: oneOf<NewsStatus>(newsStatuses, params.get('status')) });

/** The wording of each card action: its confirmation, its toasts (spec 2 §8). */
const actionTexts: Record<NewsAction, { title: string; confirm: string; success: string; failure: string; destructive: boolean }> = {
  publish: { title: 'Publicar notícia', confirm: 'Publicar', success: 'Notícia publicada com sucesso!', failure: 'Erro ao publicar notícia', destructive: false },
  cancel: { title: 'Cancelar notícia', confirm: 'Cancelar notícia', success: 'Notícia cancelada com sucesso!', failure: 'Erro ao cancelar notícia', destructive: true },
  delete: { title: 'Excluir notícia', confirm: 'Excluir', success: 'Notícia excluída com sucesso!', failure: 'Erro ao excluir notícia', destructive: true },
};

function confirmText(action: NewsAction, news: NewsListItem) {
  switch (action) {
    case 'publish':
      return news.notificarUsuarios
        ? `"${news.titulo}" ficará visível para todos os usuários, e todos os usuários ativos receberão um e-mail avisando.`
        : `"${news.titulo}" ficará visível para todos os usuários.`;
    case 'cancel':
      return `Tem certeza que deseja cancelar "${news.titulo}"? Ela deixará de aparecer para os leitores.`;
    case 'delete':
      return `Tem certeza que deseja excluir "${news.titulo}"? Esta ação não pode ser desfeita.`;
  }
}

/** Gerenciar Notícias (spec 2 §2.8), administrador only. */
export function NewsAdminPage() {
  const queryClient = useQueryClient();
  const { filters, setFilters, setPage, setPageSize, update } = useListParams(['status'], readFilters);
  const list = useNewsList({ status: filters.status, page: filters.page, pageSize: filters.pageSize });
  useLastPageFallback(filters.page, list, update);
  const dialogs = useRecordDialogs<{ create: null; edit: News; action: { action: NewsAction; news: NewsListItem } }>({
    address: { edit: 'editar' },
    find: () => (addressed.isError ? null : addressed.data),
  });
  // The editor needs the content, which cards do not carry: the item the address names is loaded on its own.
  const addressed = useNews(dialogs.addressedId ?? 0, { enabled: dialogs.addressedId !== undefined });
  const [loadingId, setLoadingId] = useState<number | null>(null);

  const runAction = useNewsAction({
    onSuccess: (_result, { action }) => {
      toast({ title: 'Sucesso', description: actionTexts[action].success });
      dialogs.close();
    },
    onError: (error, { action }) => {
      toast({ variant: 'destructive', title: 'Erro', description: errorMessage(error, actionTexts[action].failure) });
      dialogs.close();
    },
  });

  /** From a card, the dialog opens once the content is in (the card waits meanwhile), or a toast says why not. */
  async function handleEdit(item: NewsListItem) {
    setLoadingId(item.id);
    try {
      dialogs.open('edit', await queryClient.fetchQuery(getNewsQueryOptions(item.id)));
    } catch (error) {
      toast({ variant: 'destructive', title: 'Erro', description: errorMessage(error, 'Não foi possível carregar a notícia.') });
    } finally {
      setLoadingId(null);
    }
  }

  const tab = filters.status ?? ALL;
  const data = list.data;
  const form = dialogs.isOpen('create') ? null : dialogs.target('edit');
  const pendingAction = dialogs.target('action');
  const tabLabel = tabs.find((t) => t.value === tab)?.label ?? '';

  return (
    <>
      <PageHeader
        title="Gerenciar Notícias"
        subtitle="Crie, publique e acompanhe as notícias da escola"
        actions={
          <Button onClick={() => dialogs.open('create', null)}>
            <PlusIcon aria-hidden="true" />
            Nova Notícia
          </Button>
        }
      />

      <Tabs value={tab} onValueChange={(value) => setFilters({ status: value === ALL ? undefined : value })}>
        <TabsList className="h-auto w-full flex-wrap sm:w-fit">
          {tabs.map((t) => (
            <TabsTrigger key={t.value} value={t.value} className="px-3">
              {t.label}
              {data && <span className="text-muted-foreground tabular-nums">({data.counts[t.value]})</span>}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map((t) => (
          <TabsContent key={t.value} value={t.value} className="space-y-4 pt-2">
            {list.isPending ? (
              <NewsCardSkeletons count={3} label="Carregando notícias" />
            ) : list.isError && !data ? (
              <div className="rounded-lg border bg-card p-6 text-center">
                <ListError message="Não foi possível carregar as notícias." onRetry={() => void list.refetch()} />
              </div>
            ) : !data || data.items.length === 0 ? (
              <div className="rounded-lg border bg-card py-12 text-center text-muted-foreground">
                <EmptyState
                  title="Nenhuma notícia encontrada"
                  description={
                    filters.status ? `Não há notícias com status "${newsStatusLabels[filters.status]}".` : 'Comece criando sua primeira notícia.'
                  }
                />
              </div>
            ) : (
              <>
                <h2 className="sr-only">{tabLabel}</h2>
                <div className={NEWS_GRID}>
                  {data.items.map((item) => (
                    <NewsAdminCard
                      key={item.id}
                      news={item}
                      pending={loadingId === item.id || (runAction.isPending && runAction.variables?.id === item.id)}
                      onEdit={(news) => void handleEdit(news)}
                      onAction={(news, action) => dialogs.open('action', { action, news })}
                    />
                  ))}
                </div>
                <Pagination list={data} noun={['notícia', 'notícias']} onPageChange={setPage} onPageSizeChange={setPageSize} />
              </>
            )}
          </TabsContent>
        ))}
      </Tabs>

      {form !== undefined && <NewsFormDialog key={form?.id ?? 'new'} open onOpenChange={dialogs.onOpenChange} news={form} />}

      {pendingAction && (
        <ConfirmDialog
          open
          onOpenChange={dialogs.onOpenChange}
          title={actionTexts[pendingAction.action].title}
          description={confirmText(pendingAction.action, pendingAction.news)}
          confirmLabel={actionTexts[pendingAction.action].confirm}
          cancelLabel="Voltar"
          destructive={actionTexts[pendingAction.action].destructive}
          pending={runAction.isPending}
          onConfirm={() => runAction.mutate({ id: pendingAction.news.id, action: pendingAction.action })}
        />
      )}
    </>
  );
}
