import { lazy, Suspense, useMemo } from 'react';
import { PlusIcon } from 'lucide-react';
import { useNavigate } from 'react-router';
import { ageCategories, type AgeCategory } from '@domain/age';
import { athleteStatuses, sexes, type AthleteStatus, type Sex } from '@domain/athlete-constants';
import { AfterFirstPaint } from '@web/components/after-first-paint';
import { listLoadError } from '@web/components/data-table';
import { PageHeader } from '@web/components/page-header';
import { Button } from '@web/components/ui/button';
import { paths } from '@web/lib/paths';
import { useCan } from '@web/lib/session';
import { oneOf, useLastPageFallback, useListParams } from '@web/lib/use-list-params';
import { useRecordDialogs } from '@web/lib/use-record-dialogs';
import { useAthletes } from './api/get-athletes';
import { AthleteFilters, type AthleteFilterValues } from './components/athlete-filters';
import { AthleteStatCards } from './components/athlete-stat-cards';
import { AthletesTable } from './components/athletes-table';

// Loaded when opened: the form (react-hook-form, the schemas) is not needed to show the list.
const AthleteCreateDialog = lazy(() => import('./components/athlete-create-dialog').then((m) => ({ default: m.AthleteCreateDialog })));
const AthleteDetailsDialog = lazy(() => import('./components/athlete-details-dialog').then((m) => ({ default: m.AthleteDetailsDialog })));

const filterKeys = ['status', 'sexo', 'categoria'] as const;

/** ?status=&sexo=&categoria= besides the search and the page. */
const readFilters = (params: URLSearchParams) => ({
  status: oneOf<AthleteStatus>(athleteStatuses, params.get('status')),
  sexo: oneOf<Sex>(sexes, params.get('sexo')),
  categoria: oneOf<AgeCategory>(ageCategories, params.get('categoria')),
});

/** Atletas (spec 1 §2.5): every signed-in role; a cliente sees only their family's athletes. */
export function AthletesPage() {
  const canModify = useCan('manageAthletes');
  const seesStats = useCan('viewAthleteStats');
  const navigate = useNavigate();
  const { filters, search, setSearch, setFilters, clear, setPage, setPageSize, update } = useListParams(filterKeys, readFilters);
  // The details dialog loads the athlete by id itself (and says so if there is none): any id in the address is one to show.
  const dialogs = useRecordDialogs<{ create: null; details: number }>({ address: { details: 'ver' }, find: (id) => id });
  const detailsId = dialogs.target('details');

  const athletes = useAthletes(filters);
  const list = athletes.data;
  useLastPageFallback(filters.page, athletes, update);

  // The same object while the filters stay, so the memoised filter bar skips the data's re-render.
  const { status, sexo, categoria } = filters;
  const values = useMemo<AthleteFilterValues>(() => ({ status, sexo, categoria }), [status, sexo, categoria]);

  return (
    <>
      <PageHeader
        title="Atletas"
        subtitle="Gerencie os atletas cadastrados no sistema"
        actions={
          canModify && (
            <Button onClick={() => dialogs.open('create', null)}>
              <PlusIcon aria-hidden="true" />
              Novo Atleta
            </Button>
          )
        }
      />

      <AfterFirstPaint>
        {seesStats && <AthleteStatCards stats={list?.stats} />}

        <AthleteFilters search={search} onSearchChange={setSearch} values={values} onChange={setFilters} onClear={clear} />

        <AthletesTable
          list={list}
          isLoading={athletes.isPending}
          error={listLoadError(athletes, 'Não foi possível carregar os atletas.')}
          filtered={Boolean(filters.busca || filters.status || filters.sexo || filters.categoria)}
          canModify={canModify}
          onView={(athlete) => dialogs.open('details', athlete.id)}
          onEdit={(athlete) => navigate(paths.athleteEdit(athlete.id))}
          onPageChange={setPage}
          onPageSizeChange={setPageSize}
        />
      </AfterFirstPaint>

      <Suspense fallback={null}>
        {dialogs.isOpen('create') && <AthleteCreateDialog open onOpenChange={dialogs.onOpenChange} />}

        {detailsId !== undefined && (
          <AthleteDetailsDialog
            open
            athleteId={detailsId}
            canModify={canModify}
            onOpenChange={dialogs.onOpenChange}
            onEdit={(id) => navigate(paths.athleteEdit(id))}
          />
        )}
      </Suspense>
    </>
  );
}
