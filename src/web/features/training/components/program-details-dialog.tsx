import { useEffect } from 'react';
import { formatDate } from '@domain/format';
import { formatDuration, type ProgramActivity, type ProgramSummary } from '@domain/training';
import { DetailsDialog } from '@web/components/details-dialog';
import { StatusBadge } from '@web/components/status-badge';
import { Badge } from '@web/components/ui/badge';
import { Skeleton } from '@web/components/ui/skeleton';
import { toast } from '@web/components/ui/use-toast';
import { useProgram } from '../api/get-program';
import { categoryLabel, modalityLabel, splitList } from './plan-labels';
import { TagBadges } from './tag-badges';

const dateOrNA = (value: string | null | undefined) => (value ? formatDate(value) : 'N/A');

/**
 * 'Ver Detalhes' (spec 2 §2.10): the program's record, its activities in order and a summary. A
 * failed load says so in a toast and closes the dialog.
 */
export function ProgramDetailsDialog({ program, onClose }: { program: ProgramSummary; onClose: () => void }) {
  const detail = useProgram(program.id);
  useEffect(() => {
    if (!detail.isError) return;
    toast({ variant: 'destructive', title: 'Erro ao carregar detalhes', description: 'Não foi possível carregar os detalhes do programa' });
    onClose();
  }, [detail.isError, onClose]);

  const data = detail.data;
  const activities = data?.atividades ?? [];
  return (
    <DetailsDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={program.titulo}
      description="Detalhes do programa de treinamento"
      sections={[
        {
          title: 'Programa',
          items: [
            { label: 'ID', value: program.id },
            { label: 'Situação', value: <StatusBadge status={program.situacao} /> },
            { label: 'Criado em', value: dateOrNA(program.createdAt) },
            { label: 'Atualizado em', value: dateOrNA(program.updatedAt) },
            { label: 'Criado por', value: program.criadoPorNome ?? 'N/A' },
            { label: 'Tags', value: program.tags.length ? <TagBadges tags={program.tags} /> : 'Nenhuma tag' },
            { label: 'Descrição', value: program.descricao || 'Sem descrição', wide: true },
          ],
        },
        {
          title: `Atividades (${data ? activities.length : program.quantidadeAtividades})`,
          items: [
            {
              label: 'Em ordem',
              wide: true,
              value: !data ? (
                <span role="status" aria-label="Carregando atividades" className="block space-y-2">
                  <Skeleton className="h-20 w-full" />
                  <Skeleton className="h-20 w-full" />
                </span>
              ) : activities.length ? (
                <ol className="space-y-3" aria-label="Atividades do programa">
                  {activities.map((link) => (
                    <ProgramActivityItem key={link.id} link={link} />
                  ))}
                </ol>
              ) : (
                'Nenhuma atividade neste programa'
              ),
            },
          ],
        },
        {
          title: 'Resumo',
          items: [
            { label: 'Total de atividades', value: data ? activities.length : program.quantidadeAtividades },
            { label: 'Duração total', value: formatDuration(data?.tempoTotalEstimado ?? program.tempoTotalEstimado) },
            { label: 'Tags definidas', value: program.tags.length },
            { label: 'Atividades ativas', value: data ? activities.filter((link) => link.atividade.status === 'ativo').length : '—' },
          ],
        },
      ]}
    />
  );
}

function ProgramActivityItem({ link }: { link: ProgramActivity }) {
  const { atividade } = link;
  return (
    <li className="space-y-2 rounded-md border p-3 font-normal">
      <div className="flex flex-wrap items-center gap-2">
        <span className="flex size-6 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground">{link.ordem}</span>
        <span className="font-medium">{atividade.titulo}</span>
        <StatusBadge status={atividade.status} />
      </div>
      <p className="text-sm whitespace-pre-line text-muted-foreground">{atividade.objetivoGeral}</p>
      <div className="flex flex-wrap gap-1">
        <Badge variant="secondary">{formatDuration(atividade.tempoTotalEstimado)}</Badge>
        <Badge variant="secondary">{categoryLabel(atividade.categoria)}</Badge>
        <Badge variant="secondary">{modalityLabel(atividade.modalidade)}</Badge>
      </div>
      {atividade.materiaisGerais && <p className="text-sm">Materiais: {atividade.materiaisGerais}</p>}
      {atividade.observacoes && <p className="text-sm whitespace-pre-line">Observações: {atividade.observacoes}</p>}
      {atividade.tags && <TagBadges tags={splitList(atividade.tags)} />}
    </li>
  );
}
