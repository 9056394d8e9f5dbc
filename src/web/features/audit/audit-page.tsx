import { auditActionLabels, auditEntityLabel, auditEntityLabels } from '@domain/audit';
import { listLoadError } from '@web/components/data-table';
import { PageHeader } from '@web/components/page-header';
import { positiveInt, useLastPageFallback, useListParams } from '@web/lib/use-list-params';
import { useAuditLog } from './api/get-audit-log';
import { AuditFilters, type AuditFilterValues } from './components/audit-filters';
import { AuditTable } from './components/audit-table';

const filterKeys = ['entidade', 'entidadeId', 'acao', 'de', 'ate'] as const;

const known = (labels: Record<string, string>, value: string | null) => (value && value in labels ? value : undefined);
const isoDay = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);

/** ?busca= (the user), ?entidade=&entidadeId=&acao=&de=&ate= and the page, so a filtered view can be linked. */
const readFilters = (params: URLSearchParams) => ({
  entidade: known(auditEntityLabels, params.get('entidade')),
  entidadeId: positiveInt(params.get('entidadeId')),
  acao: known(auditActionLabels, params.get('acao')),
  de: isoDay(params.get('de')),
  ate: isoDay(params.get('ate')),
});

/** /auditoria: who did what and when, for the administrador. */
export function AuditPage() {
  const { filters, search, setSearch, setFilters, clear, setPage, setPageSize, update } = useListParams(filterKeys, readFilters);
  const { busca, ...rest } = filters;
  const log = useAuditLog({ ...rest, usuario: busca });
  useLastPageFallback(filters.page, log, update);
  const list = log.data;
  const values: AuditFilterValues = { entidade: filters.entidade, acao: filters.acao, de: filters.de, ate: filters.ate };

  return (
    <div className="space-y-6">
      <PageHeader title="Auditoria" subtitle="Quem criou, alterou, excluiu ou consultou dados, e quando" />
      <AuditFilters
        search={search}
        onSearchChange={setSearch}
        values={values}
        onChange={(next) => setFilters({ ...next, entidadeId: undefined })}
        onClear={clear}
      />
      {filters.entidadeId && (
        <p className="text-sm text-muted-foreground" role="status">
          Mostrando apenas {filters.entidade ? auditEntityLabel(filters.entidade) : 'o registro'} #{filters.entidadeId}. "Limpar Filtros" mostra todos.
        </p>
      )}
      <AuditTable
        list={list}
        isLoading={log.isPending}
        error={listLoadError(log, 'Não foi possível carregar a auditoria.')}
        filtered={Boolean(busca || filters.entidade || filters.entidadeId || filters.acao || filters.de || filters.ate)}
        onPageChange={setPage}
        onPageSizeChange={setPageSize}
      />
    </div>
  );
}
