import { useState } from 'react';
import { accessRequestApprovalSchema, type AccessRequest } from '@domain/families';
import { formatDate } from '@domain/format';
import { FormDialog } from '@web/components/form-dialog';
import { AthletePickerField } from '@web/features/athletes';
import { useFormMutation } from '@web/lib/use-save-record';
import { useZodForm } from '@web/lib/use-zod-form';
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
  const form = useZodForm(accessRequestApprovalSchema, { athleteId: '' });
  const [chosenName, setChosenName] = useState('');

  // The success toast is the decision dialog's own, naming the athlete chosen.
  const decide = useFormMutation(form, useDecideAccessRequest, { failure: 'Não foi possível aprovar a solicitação.' }, () => {
    decisionToast(request, 'approve', chosenName);
    onOpenChange(false);
  });

  const handleSubmit = ({ athleteId }: ApprovalData) => decide.submit({ id: request.id, action: 'approve', athleteId });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Escolher atleta e aprovar"
      description={`${request.solicitante.nome} informou ${request.nomeCompleto}, nascido(a) em ${formatDate(request.dataNascimento)}. Nenhum atleta tem esses dados: escolha o atleta certo. A conta passará a vê-lo no Plantel.`}
      form={form}
      onSubmit={handleSubmit}
      submitLabel="Aprovar"
      pending={decide.pending}
      className="sm:max-w-lg"
    >
      <AthletePickerField control={form.control} name="athleteId" exclude={nobody} chosenName={chosenName} onChosenName={setChosenName} />
    </FormDialog>
  );
}
