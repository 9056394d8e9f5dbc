import type { ActiveStatus } from '@domain/fields';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import type { MutationOptions } from '@web/lib/mutation';
import { actionToasts, type OutcomeWords } from '@web/lib/outcome-toasts';

/** A kind of record that is inactivated and reactivated, in the words its texts need: 'Unidade', 'unidade', 'a unidade'. */
export interface StatusEntity {
  title: string;
  noun: string;
  withArticle: string;
}

export type StatusAction = 'deactivate' | 'reactivate';

/** A feature's status write (`useSetUnitStatus`), given the outcome callbacks. */
type SetStatusHook<TResult> = (options: MutationOptions<TResult, { id: number; action: StatusAction }>) => {
  mutate: (variables: { id: number; action: StatusAction }) => void;
  isPending: boolean;
};

export interface StatusConfirmDialogProps<TRecord extends { id: number; status: ActiveStatus }, TResult> {
  /** The record whose status is about to change; undefined keeps the dialog closed. */
  target: TRecord | undefined;
  /** The record's name in the question: a company's nomeFantasia. */
  name: (record: TRecord) => string;
  /** The kind of record (a feminine word: empresa, unidade, turma). */
  entity: StatusEntity;
  /** The server may refuse an inactivation (a unit with active teams): its failure toast says so in its title. */
  refusable?: boolean;
  useSetStatus: SetStatusHook<TResult>;
  /** Also closes the dialog once the request ends, either way. */
  onOpenChange: (open: boolean) => void;
}

/**
 * 'Tem certeza que deseja inativar/reativar ...' (spec 1 §4) for companies, units and teams: the
 * confirmation runs the status change and reports it ('Unidade inativada com sucesso!').
 */
export function StatusConfirmDialog<TRecord extends { id: number; status: ActiveStatus }, TResult>({
  target,
  name,
  entity,
  refusable = false,
  useSetStatus,
  onOpenChange,
}: StatusConfirmDialogProps<TRecord, TResult>) {
  const setStatus = useSetStatus(actionToasts(statusToastWords(entity, refusable), () => onOpenChange(false)));
  const deactivating = target?.status === 'ativo';
  const verb = deactivating ? 'inativar' : 'reativar';
  return (
    <ConfirmDialog
      open={target !== undefined}
      onOpenChange={onOpenChange}
      title={`${deactivating ? 'Inativar' : 'Reativar'} ${entity.title}`}
      description={target ? `Tem certeza que deseja ${verb} ${entity.withArticle} ${name(target)}?` : ''}
      confirmLabel={deactivating ? 'Inativar' : 'Reativar'}
      destructive={deactivating}
      pending={setStatus.isPending}
      onConfirm={() => target && setStatus.mutate({ id: target.id, action: deactivating ? 'deactivate' : 'reactivate' })}
    />
  );
}

/** The toasts of a status change: 'Unidade inativada com sucesso!' or the failure's fallback. */
function statusToastWords(entity: StatusEntity, refusable: boolean) {
  return ({ action }: { action: StatusAction }): OutcomeWords =>
    action === 'deactivate'
      ? {
          success: `${entity.title} inativada com sucesso!`,
          failure: `Erro ao inativar ${entity.noun}. Tente novamente.`,
          failureTitle: refusable ? `Não é possível inativar ${entity.withArticle}` : undefined,
        }
      : { success: `${entity.title} reativada com sucesso!`, failure: `Erro ao reativar ${entity.noun}. Tente novamente.` };
}
