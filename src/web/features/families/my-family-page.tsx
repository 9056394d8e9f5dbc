import { useState } from 'react';
import { UserPlusIcon } from 'lucide-react';
import type { FamilyChildContact } from '@domain/families';
import { ListError } from '@web/components/data-table';
import { NoLinkedChild } from '@web/components/no-linked-child';
import { PageHeader } from '@web/components/page-header';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { useMyFamily } from './api/get-my-family';
import { AccessRequestDialog } from './components/access-request-dialog';
import { AccessRequestsList } from './components/access-requests-list';
import { ChildContactCard } from './components/child-contact-card';
import { ContactDialog } from './components/contact-dialog';
import { FamilyRemindersCard } from './components/family-reminders-card';

/**
 * /minha-familia (cliente): the linked children, their contact data, whether the family gets the
 * payment reminders, and the requests for access to another child.
 */
export function MyFamilyPage() {
  const family = useMyFamily();
  const [editing, setEditing] = useState<FamilyChildContact | null>(null);
  const [requesting, setRequesting] = useState(false);

  const requestButton = (
    <Button onClick={() => setRequesting(true)}>
      <UserPlusIcon aria-hidden="true" />
      Solicitar acesso a um atleta
    </Button>
  );

  return (
    <div className="space-y-6">
      <PageHeader
        title="Minha família"
        subtitle="Os atletas vinculados à sua conta e os dados de contato que a escola usa."
        actions={family.data && family.data.criancas.length > 0 && requestButton}
      />
      {family.isPending ? (
        <div role="status" aria-label="Carregando sua família" className="grid gap-6 xl:grid-cols-2">
          <Skeleton className="h-80 w-full rounded-xl" />
        </div>
      ) : family.isError ? (
        <ListError message="Não foi possível carregar sua família." onRetry={() => void family.refetch()} />
      ) : (
        <>
          {family.data.criancas.length === 0 ? (
            <NoLinkedChild action={requestButton} />
          ) : (
            <>
              <div className="grid gap-6 xl:grid-cols-2">
                {family.data.criancas.map((child) => (
                  <ChildContactCard key={child.id} child={child} onEdit={() => setEditing(child)} />
                ))}
              </div>
              <FamilyRemindersCard />
            </>
          )}
          <AccessRequestsList requests={family.data.solicitacoes} />
        </>
      )}
      {editing && <ContactDialog child={editing} open onOpenChange={(open) => !open && setEditing(null)} />}
      {requesting && <AccessRequestDialog open onOpenChange={setRequesting} />}
    </div>
  );
}
