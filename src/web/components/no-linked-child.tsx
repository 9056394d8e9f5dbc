import type { ReactNode } from 'react';
import { UsersRoundIcon } from 'lucide-react';

/**
 * A family account without any linked child (Início, Minha família): the school links families to
 * athletes itself, so this says how that happens and offers the request for access (`action`).
 */
export function NoLinkedChild({ action }: { action: ReactNode }) {
  return (
    <section aria-labelledby="familia-sem-atletas" className="flex flex-col items-center gap-4 rounded-xl border bg-card p-6 text-center shadow-sm">
      <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
        <UsersRoundIcon className="size-6" aria-hidden="true" />
      </span>
      <div className="max-w-prose space-y-2">
        <h2 id="familia-sem-atletas" className="text-lg font-semibold">
          Nenhum atleta vinculado à sua conta
        </h2>
        <p className="text-sm text-muted-foreground">
          A escola vincula sua família a cada atleta com um convite enviado por e-mail ou WhatsApp. Ao abrir o link do convite, o atleta
          aparece aqui com as turmas, os horários e as mensalidades.
        </p>
        <p className="text-sm text-muted-foreground">Ainda não recebeu o convite? Solicite o acesso: a escola confere os dados e libera.</p>
      </div>
      {action}
    </section>
  );
}
