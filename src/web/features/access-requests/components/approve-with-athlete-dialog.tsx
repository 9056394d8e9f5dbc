import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { accessRequestApprovalSchema, type AccessRequest, type AccessRequestApprovalInput } from '@domain/families';
import { FormDialog } from '@web/components/form-dialog';
import { toast } from '@web/components/ui/use-toast';
import { AthletePickerField } from '@web/features/competitions/components/athlete-picker';
import { formatDate } from '@web/lib/format';
import { applyServerErrors } from '@web/lib/form-errors';
import { errorMessage } from '@web/lib/api';
import { useDecideAccessRequest } from '../api/decide-access-request';
import { decisionToast } from './access-request-decision-dialog';

type ApprovalData = { athleteId?: number };

const nobody: ReadonlySet<number> = new Set();

export interface ApproveWithAthleteDialogProps {
  request: AccessRequest;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Approving a request that matched no athlete (a typo in the name, another birth date): the staff
 * member finds the child and approves for that athlete. Mount it when opening so nothing is chosen.
 */
export function ApproveWithAthleteDialog({ request, open, onOpenChange }: ApproveWithAthleteDialogProps) {
  const form = useForm<AccessRequestApprovalInput, unknown, ApprovalData>({
    resolver: zodResolver(accessRequestApprovalSchema),
    defaultValues: { athleteId: '' },
  });
  const [chosenName, setChosenName] = useState('');

  const decide = useDecideAccessRequest({
    onSuccess: () => {
      decisionToast(request, 'approve', chosenName);
      onOpenChange(false);
    },
    onError: (error) => {
      applyServerErrors(form, error);
      toast({ variant: 'destructive', title: 'Erro', description: errorMessage(error, 'Não foi possível aprovar a solicitação.') });
    },
  });

  const handleSubmit = ({ athleteId }: ApprovalData) => {
    form.clearErrors('root.server');
    decide.mutate({ id: request.id, action: 'approve', athleteId });
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Escolher atleta e aprovar"
      description={`${request.solicitante.nome} informou ${request.nomeCompleto}, nascido(a) em ${formatDate(request.dataNascimento)}. Nenhum atleta tem esses dados: escolha o atleta certo. A conta passará a vê-lo no Plantel.`}
      form={form}
      onSubmit={handleSubmit}
      submitLabel="Aprovar"
      pending={decide.isPending}
      className="sm:max-w-lg"
    >
      <AthletePickerField control={form.control} name="athleteId" exclude={nobody} chosenName={chosenName} onChosenName={setChosenName} />
    </FormDialog>
  );
}
