import type { ReactNode } from 'react';
import { PencilIcon } from 'lucide-react';
import { kinshipLabels } from '@domain/athlete-constants';
import { formatPhoneDigits } from '@domain/documents';
import type { FamilyChildContact } from '@domain/families';
import { formatDate, formatDateTime } from '@domain/format';
import { ChildHeader } from '@web/components/child-header';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/utils';

function Detail({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={cn('min-w-0', wide && 'sm:col-span-2')}>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="font-medium break-words whitespace-pre-line">{children || '—'}</dd>
    </div>
  );
}

/** One child in Minha família: the guardians the school knows and the contact data the family keeps. */
export function ChildContactCard({ child, onEdit }: { child: FamilyChildContact; onEdit: () => void }) {
  const headingId = `familia-crianca-${child.id}`;
  return (
    <article aria-labelledby={headingId} className="flex min-w-0 flex-col gap-5 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <ChildHeader headingId={headingId} nome={child.nomeCompleto} fotoUrl={child.fotoUrl}>
        Nascimento {formatDate(child.dataNascimento)}
      </ChildHeader>

      <section className="space-y-2">
        <h3 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">Responsáveis com acesso</h3>
        <ul className="divide-y rounded-lg border">
          {child.responsaveis.map((member, index) => (
            <li key={`${member.nome}-${index}`} className="flex flex-wrap items-center justify-between gap-2 p-3">
              <div className="min-w-0">
                <p className="font-medium break-words">{member.nome}</p>
                <p className="text-sm text-muted-foreground">{kinshipLabels[member.parentesco]}</p>
              </div>
              <div className="flex flex-wrap gap-1">
                {member.souEu && <Badge>Você</Badge>}
                {member.principal && <Badge variant="outline">Principal</Badge>}
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section className="space-y-2">
        <h3 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">Contato</h3>
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
          <Detail label="Telefone do atleta">{formatPhoneDigits(child.telefone)}</Detail>
          <Detail label="Email do atleta">{child.email}</Detail>
          <Detail label="Endereço" wide>
            {child.endereco}
          </Detail>
          <Detail label="Responsável no cadastro">{child.responsavelNome}</Detail>
          <Detail label="Telefone do responsável">{formatPhoneDigits(child.responsavelTelefone)}</Detail>
          <Detail label="Email do responsável" wide>
            {child.responsavelEmail}
          </Detail>
        </dl>
        {child.contatoAtualizadoPelaFamiliaEm && (
          <p className="text-sm text-muted-foreground">Atualizado pela família em {formatDateTime(child.contatoAtualizadoPelaFamiliaEm)}.</p>
        )}
      </section>

      <Button variant="outline" className="mt-auto w-full sm:w-auto sm:self-start" onClick={onEdit}>
        <PencilIcon aria-hidden="true" />
        Editar contato
        <span className="sr-only"> de {child.nomeCompleto}</span>
      </Button>
    </article>
  );
}
