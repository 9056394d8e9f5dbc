import { useState } from 'react';
import { Link } from 'react-router';
import { ArrowLeftIcon, PencilIcon } from 'lucide-react';
import type { Athlete } from '@domain/athletes';
import { AthleteAvatar } from '@web/components/athlete-avatar';
import { PageHeader } from '@web/components/page-header';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { paths } from '@web/lib/paths';
import { useCan } from '@web/lib/session';
import { AthleteDetailLoader } from './components/athlete-detail-loader';
import { AthleteEditForm } from './components/athlete-edit-form';
import { AthleteGuardiansSection } from './components/athlete-guardians-section';
import { AthletePrivacyCard } from './components/athlete-privacy-card';
import { AthleteProfileSections } from './components/athlete-profile-sections';
import { FamilyContactNotice } from './components/family-contact-notice';

/** /atletas/:id 'Perfil do Atleta' (spec 1 §2.6): the athlete's data, with an edit mode for staff. */
export function AthleteProfilePage() {
  return <AthleteDetailLoader backTo={paths.athletesView}>{(athlete) => <AthleteProfile athlete={athlete} />}</AthleteDetailLoader>;
}

function AthleteProfile({ athlete }: { athlete: Athlete }) {
  const canModify = useCan('manageAthletes');
  const managesGuardians = useCan('manageGuardians');
  const seesConsents = useCan('viewAthleteConsents');
  const answersRequests = useCan('answerDataSubjectRequests');
  const [editing, setEditing] = useState(false);

  return (
    <div className="space-y-6">
      <Button asChild variant="ghost" size="sm" className="-ml-2">
        <Link to={paths.athletesView}>
          <ArrowLeftIcon aria-hidden="true" />
          Voltar
        </Link>
      </Button>
      <PageHeader
        title="Perfil do Atleta"
        subtitle={
          <span className="flex items-center gap-3">
            <AthleteAvatar nome={athlete.nomeCompleto} fotoUrl={athlete.fotoUrl} size="md" />
            <span className="min-w-0 font-medium break-words text-foreground">{athlete.nomeCompleto}</span>
          </span>
        }
        actions={
          canModify &&
          !editing && (
            <Button onClick={() => setEditing(true)}>
              <PencilIcon aria-hidden="true" />
              Editar
            </Button>
          )
        }
      />
      {managesGuardians && <FamilyContactNotice updatedAt={athlete.contatoAtualizadoPelaFamiliaEm} />}
      {editing ? (
        <Card>
          <CardContent>
            <AthleteEditForm athlete={athlete} canSave={canModify} onCancel={() => setEditing(false)} onSaved={() => setEditing(false)} />
          </CardContent>
        </Card>
      ) : (
        <>
          <AthleteProfileSections athlete={athlete} />
          {managesGuardians && <AthleteGuardiansSection athlete={athlete} />}
          {seesConsents && <AthletePrivacyCard athlete={athlete} answersRequests={answersRequests} />}
        </>
      )}
    </div>
  );
}
