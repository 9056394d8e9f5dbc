import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Loader2Icon, MailCheckIcon, MailXIcon } from 'lucide-react';
import type { InvitationPreview } from '@domain/families';
import { formatDate } from '@domain/format';
import { ListError } from '@web/components/data-table';
import { Button } from '@web/components/ui/button';
import { ApiError } from '@web/lib/api';
import { paths } from '@web/lib/paths';
import { useInvitation } from '../api/get-invitation';

export interface InvitationLoaderProps {
  token: string;
  /** What the visitor can do with a valid invitation: create an account, sign in, or add the child. */
  children: (preview: InvitationPreview) => ReactNode;
}

/**
 * The invitation of the link (/convite/:token): who it is for and until when, or the server's
 * reason it can no longer be used (unknown, expired, revoked or used).
 */
export function InvitationLoader({ token, children }: InvitationLoaderProps) {
  const invitation = useInvitation(token);
  if (invitation.isPending) {
    return (
      <div role="status" className="flex items-center justify-center gap-2 py-16 text-muted-foreground">
        <Loader2Icon className="size-5 animate-spin" aria-hidden="true" />
        Carregando o convite...
      </div>
    );
  }
  if (invitation.isError) {
    const refused = invitation.error instanceof ApiError && invitation.error.status < 500;
    if (refused) return <InvitationUnavailable message={invitation.error.message} />;
    return (
      <div className="py-16 text-center">
        <ListError message="Não foi possível carregar o convite." onRetry={() => void invitation.refetch()} />
      </div>
    );
  }
  const preview = invitation.data;
  return (
    <div className="mx-auto w-full max-w-xl space-y-6">
      <section className="space-y-3 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
        <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
          <MailCheckIcon className="size-6" aria-hidden="true" />
        </span>
        <h1 className="text-2xl font-bold tracking-tight break-words">Acompanhe {preview.atletaNome} no Plantel</h1>
        <p className="text-muted-foreground">
          A escola convidou <span className="font-medium break-all text-foreground">{preview.email}</span> para acompanhar{' '}
          {preview.atletaNome}: turmas, horários, mensalidades e notícias.
        </p>
        <p className="text-sm text-muted-foreground">
          O convite vale até <span className="font-medium text-foreground">{formatDate(preview.expiraEm)}</span>.
        </p>
      </section>
      {children(preview)}
    </div>
  );
}

function InvitationUnavailable({ message }: { message: string }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 py-16 text-center">
      <MailXIcon className="size-12 text-muted-foreground" aria-hidden="true" />
      <h1 className="text-2xl font-bold">Convite indisponível</h1>
      <p role="alert" className="text-muted-foreground">
        {message}
      </p>
      <Button asChild variant="outline">
        <Link to={paths.home}>Ir para a página inicial</Link>
      </Button>
    </div>
  );
}
