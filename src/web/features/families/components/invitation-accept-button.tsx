import { Loader2Icon, UserPlusIcon } from 'lucide-react';
import { useNavigate } from 'react-router';
import type { InvitationPreview } from '@domain/families';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/use-toast';
import { errorMessage } from '@web/lib/api';
import { paths } from '@web/lib/paths';
import { useAcceptInvitation } from '../api/accept-invitation';

/** A signed-in family adds the invited child to its account, then sees the child's card on Início. */
export function InvitationAcceptButton({ token, preview }: { token: string; preview: InvitationPreview }) {
  const navigate = useNavigate();
  const accept = useAcceptInvitation({
    onSuccess: ({ message }) => {
      toast({ title: message });
      navigate(paths.home);
    },
    onError: (error) => toast({ variant: 'destructive', title: 'Erro', description: errorMessage(error, 'Não foi possível aceitar o convite. Tente novamente.') }),
  });
  return (
    <Button size="lg" className="w-full" disabled={accept.isPending} aria-busy={accept.isPending} onClick={() => accept.mutate({ token })}>
      {accept.isPending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <UserPlusIcon aria-hidden="true" />}
      Adicionar {preview.atletaNome} à minha conta
    </Button>
  );
}
