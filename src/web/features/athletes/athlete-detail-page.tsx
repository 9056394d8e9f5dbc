import type { Athlete } from '@domain/athletes';
import { Card, CardContent } from '@web/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { toast } from '@web/components/ui/use-toast';
import { errorMessage } from '@web/lib/api';
import { paths } from '@web/lib/paths';
import { useCan } from '@web/lib/session';
import { useSetAthleteStatus } from './api/set-athlete-status';
import { AthleteDetailLoader } from './components/athlete-detail-loader';
import { AthleteAttendanceTab } from './components/athlete-attendance-tab';
import { AthleteEditForm } from './components/athlete-edit-form';
import { AthleteEnrollmentsTab } from './components/athlete-enrollments-tab';
import { AthleteGuardiansSection } from './components/athlete-guardians-section';
import { AthleteHeader } from './components/athlete-header';
import { useRecordDialogs } from '@web/lib/use-record-dialogs';
import { AthletePhotoDialog } from './components/athlete-photo-dialog';
import { AthleteStatusDialog } from './components/athlete-status-dialog';
import { FamilyContactNotice } from './components/family-contact-notice';

/**
 * /atletas/:id/editar (spec 1 §2.7): header with photo and status, tabs 'Dados Pessoais',
 * 'Matrículas' and 'Frequência', and for staff 'Responsáveis'.
 */
export function AthleteDetailPage() {
  return <AthleteDetailLoader backTo={paths.athletes}>{(athlete) => <AthleteDetail athlete={athlete} />}</AthleteDetailLoader>;
}

function AthleteDetail({ athlete }: { athlete: Athlete }) {
  const canModify = useCan('manageAthletes');
  const managesGuardians = useCan('manageGuardians');
  // The confirmation keeps the athlete as it was when opened, so its text does not flip while it closes.
  const dialogs = useRecordDialogs<{ photo: null; status: Athlete }>();

  const setStatus = useSetAthleteStatus({
    onSuccess: ({ cancelled }) => {
      toast({
        title: 'Sucesso',
        description: cancelled
          ? `Atleta inativado com sucesso! ${cancelled.enrollments} matrículas e ${cancelled.payments} parcelas foram canceladas.`
          : 'Atleta reativado com sucesso!',
      });
      dialogs.close();
    },
    onError: (error, { action }) => {
      toast({
        variant: 'destructive',
        title: 'Erro',
        description: errorMessage(error, action === 'inactivate' ? 'Erro ao inativar atleta' : 'Erro ao reativar atleta'),
      });
      dialogs.close();
    },
  });

  return (
    <div className="space-y-6">
      <AthleteHeader
        athlete={athlete}
        canModify={canModify}
        onOpenPhoto={() => dialogs.open('photo', null)}
        onToggleStatus={() => dialogs.open('status', athlete)}
      />

      {managesGuardians && <FamilyContactNotice updatedAt={athlete.contatoAtualizadoPelaFamiliaEm} />}

      <Tabs defaultValue="dados" className="gap-4">
        <TabsList>
          <TabsTrigger value="dados">Dados Pessoais</TabsTrigger>
          <TabsTrigger value="matriculas">Matrículas</TabsTrigger>
          <TabsTrigger value="frequencia">Frequência</TabsTrigger>
          {managesGuardians && <TabsTrigger value="responsaveis">Responsáveis</TabsTrigger>}
        </TabsList>
        <TabsContent value="dados">
          <Card>
            <CardContent>
              <AthleteEditForm athlete={athlete} canSave={canModify} />
            </CardContent>
          </Card>
        </TabsContent>
        <TabsContent value="matriculas">
          <AthleteEnrollmentsTab athleteId={athlete.id} />
        </TabsContent>
        <TabsContent value="frequencia">
          <AthleteAttendanceTab athleteId={athlete.id} />
        </TabsContent>
        {managesGuardians && (
          <TabsContent value="responsaveis">
            <AthleteGuardiansSection athlete={athlete} />
          </TabsContent>
        )}
      </Tabs>

      {canModify && (
        <>
          <AthletePhotoDialog athlete={athlete} open={dialogs.isOpen('photo')} onOpenChange={dialogs.onOpenChange} />
          <AthleteStatusDialog
            athlete={dialogs.target('status') ?? athlete}
            open={dialogs.isOpen('status')}
            pending={setStatus.isPending}
            onOpenChange={dialogs.onOpenChange}
            onConfirm={(action) => setStatus.mutate({ id: athlete.id, action })}
          />
        </>
      )}
    </div>
  );
}
