import { useCallback, useEffect, useRef, useState } from 'react';
import { PlusIcon } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router';
import { ageCategories, type AgeCategory } from '@domain/age';
import { athleteStatuses, MIN_SEARCH_LENGTH, sexes, type AthleteStatus, type Sex } from '@domain/athletes';
import { ADMIN, STAFF } from '@domain/roles';
import { ListError } from '@web/components/data-table';
import { PageHeader } from '@web/components/page-header';
import { Button } from '@web/components/ui/button';
import { hasRole, useCurrentUser } from '@web/lib/session';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { useAthletes, type AthleteListFilters } from './api/get-athletes';
import { AthleteCreateDialog } from './components/athlete-create-dialog';
import { AthleteDetailsDialog } from './components/athlete-details-dialog';
import { AthleteFilters, type AthleteFilterValues } from './components/athlete-filters';
import { AthleteStatCards } from './components/athlete-stat-cards';
import { AthletesTable } from './components/athletes-table';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@web/components/pagination';

type DialogState = { type: 'create' } | { type: 'details'; athleteId: number };

type ParamKey = 'busca' | 'status' | 'sexo' | 'categoria' | 'page' | 'pageSize';
type ParamPatch = Partial<Record<ParamKey, string | number | undefined>>;


const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.includes(value as T) ? (value as T) : undefined;

/** A search counts from 2 characters (spec 1 §5 "Search"); shorter is no search at all. */
const effectiveSearch = (term: string) => {
  const trimmed = term.trim();
  return trimmed.length >= MIN_SEARCH_LENGTH ? trimmed : '';
};

/**
 * The list's state lives in the query string (?busca=&status=&sexo=&categoria=&page=&pageSize=),
 * so back and forward restore it and the header search can open a search. Unknown values are ignored.
 */
function useListParams() {
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('pageSize'));
  const filters: AthleteListFilters = {
    busca: effectiveSearch(params.get('busca') ?? '') || undefined,
    status: oneOf<AthleteStatus>(athleteStatuses, params.get('status')),
    sexo: oneOf<Sex>(sexes, params.get('sexo')),
    categoria: oneOf<AgeCategory>(ageCategories, params.get('categoria')),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
  };
  const update = useCallback(
    (patch: ParamPatch, replace = false) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(patch)) {
            if (value === undefined || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace },
      ),
    [setParams],
  );
  return { filters, urlSearch: params.get('busca') ?? '', update };
}

/** Atletas (spec 1 §2.5): every signed-in role; a cliente sees only their family's athletes. */
export function AthletesPage() {
  const user = useCurrentUser();
  const canModify = hasRole(user, STAFF);
  const isAdmin = hasRole(user, ADMIN);
  const navigate = useNavigate();
  const { filters, urlSearch, update } = useListParams();
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const closeDialog = () => setDialog(null);

  // The box shows what is typed; the URL gets it once typing pauses. A URL changed from outside
  // (back/forward, the header search) refills the box.
  const [term, setTerm] = useState(urlSearch);
  const [seenUrlSearch, setSeenUrlSearch] = useState(urlSearch);
  if (urlSearch !== seenUrlSearch) {
    setSeenUrlSearch(urlSearch);
    if (effectiveSearch(urlSearch) !== effectiveSearch(term)) setTerm(urlSearch);
  }
  const debouncedTerm = useDebouncedValue(term, 300);
  const writtenSearch = useRef(effectiveSearch(urlSearch));
  useEffect(() => {
    const next = effectiveSearch(debouncedTerm);
    if (next === writtenSearch.current) return;
    writtenSearch.current = next;
    // A new search is a history entry; refining it replaces that entry.
    if (next !== effectiveSearch(urlSearch)) update({ busca: next, page: undefined }, urlSearch !== '');
  }, [debouncedTerm, urlSearch, update]);

  const athletes = useAthletes(filters);
  const list = athletes.data;

  // A page beyond the end (an old link, rows removed meanwhile) falls back to the last one, once
  // the answer for these filters (not the previous page kept on screen) says where the end is.
  const lastPage = list && !athletes.isPlaceholderData ? Math.max(1, Math.ceil(list.total / list.pageSize)) : null;
  useEffect(() => {
    if (lastPage !== null && filters.page > lastPage) update({ page: lastPage === 1 ? undefined : lastPage }, true);
  }, [filters.page, lastPage, update]);

  const values: AthleteFilterValues = { status: filters.status, sexo: filters.sexo, categoria: filters.categoria };

  function handleClear() {
    setTerm('');
    writtenSearch.current = '';
    update({ busca: undefined, status: undefined, sexo: undefined, categoria: undefined, page: undefined });
  }

  return (
    <>
      <PageHeader
        title="Atletas"
        subtitle="Gerencie os atletas cadastrados no sistema"
        actions={
          canModify && (
            <Button onClick={() => setDialog({ type: 'create' })}>
              <PlusIcon aria-hidden="true" />
              Novo Atleta
            </Button>
          )
        }
      />

      {isAdmin && <AthleteStatCards stats={list?.stats} />}

      <AthleteFilters
        search={term}
        onSearchChange={setTerm}
        values={values}
        onChange={(next) => update({ ...next, page: undefined })}
        onClear={handleClear}
      />

      <AthletesTable
        list={list}
        isLoading={athletes.isPending}
        error={
          athletes.isError && !list ? (
            <ListError message="Não foi possível carregar os atletas." onRetry={() => void athletes.refetch()} />
          ) : undefined
        }
        filtered={Boolean(filters.busca || filters.status || filters.sexo || filters.categoria)}
        canModify={canModify}
        onView={(athlete) => setDialog({ type: 'details', athleteId: athlete.id })}
        onEdit={(athlete) => navigate(`/atletas/${athlete.id}/editar`)}
        onPageChange={(page) => update({ page: page === 1 ? undefined : page })}
        onPageSizeChange={(pageSize) => update({ pageSize: pageSize === DEFAULT_PAGE_SIZE ? undefined : pageSize, page: undefined })}
      />

      {dialog?.type === 'create' && <AthleteCreateDialog open onOpenChange={(open) => !open && closeDialog()} />}

      {dialog?.type === 'details' && (
        <AthleteDetailsDialog
          open
          athleteId={dialog.athleteId}
          canModify={canModify}
          onOpenChange={(open) => !open && closeDialog()}
          onEdit={(id) => navigate(`/atletas/${id}/editar`)}
        />
      )}
    </>
  );
}
