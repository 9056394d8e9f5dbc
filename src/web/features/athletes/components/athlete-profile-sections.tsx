import type { ReactNode } from 'react';
import { ageCategoryLabels } from '@domain/age';
import { kinshipLabels, sexLabels, type Athlete } from '@domain/athletes';
import { formatCpfDigits, formatPhoneDigits } from '@domain/documents';
import { formatAge, formatDate, formatDateTime } from '@domain/format';
import type { DetailSection } from '@web/components/details-dialog';
import { StatusBadge } from '@web/components/status-badge';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { useCan } from '@web/lib/session';
import { GuardianRemindersSwitch } from './guardian-reminders-switch';

/**
 * Everything known about an athlete, as labelled values: personal, health, guardian and system
 * information; `reminders` adds the switch of the guardian's e-mail reminders.
 */
export function athleteSections(athlete: Athlete, reminders?: ReactNode): DetailSection[] {
  return [
    {
      title: 'Informações Pessoais',
      items: [
        { label: 'Nome completo', value: athlete.nomeCompleto, wide: true },
        { label: 'Data de nascimento', value: formatDate(athlete.dataNascimento) },
        { label: 'Idade', value: formatAge(athlete.idade) },
        { label: 'Categoria', value: ageCategoryLabels[athlete.categoria] },
        { label: 'Sexo', value: sexLabels[athlete.sexo] },
        { label: 'CPF', value: formatCpfDigits(athlete.cpf) },
        { label: 'Telefone', value: formatPhoneDigits(athlete.telefone) },
        { label: 'Email', value: athlete.email, wide: true },
        { label: 'Endereço', value: athlete.endereco, wide: true },
        { label: 'Status', value: <StatusBadge status={athlete.status === 'ATIVO' ? 'ativo' : 'inativo'} /> },
      ],
    },
    {
      title: 'Informações de Saúde',
      items: [
        { label: 'Alergias', value: athlete.alergias, wide: true },
        { label: 'Restrições médicas', value: athlete.restricoesMedicas, wide: true },
        { label: 'Observações de saúde', value: athlete.observacoesSaude, wide: true },
      ],
    },
    {
      title: 'Responsável',
      items: [
        { label: 'Nome', value: athlete.responsavelNome, wide: true },
        { label: 'Parentesco', value: kinshipLabels[athlete.responsavelParentesco] },
        { label: 'CPF', value: formatCpfDigits(athlete.responsavelCpf) },
        { label: 'Telefone', value: formatPhoneDigits(athlete.responsavelTelefone) },
        { label: 'Email', value: athlete.responsavelEmail, wide: true },
        ...(reminders ? [{ label: 'Lembretes de mensalidade', value: reminders, wide: true }] : []),
      ],
    },
    {
      title: 'Informações do Sistema',
      items: [
        { label: 'Data de Cadastro', value: formatDateTime(athlete.createdAt) },
        { label: 'Última Atualização', value: formatDateTime(athlete.updatedAt) },
      ],
    },
  ];
}

/** The profile page's view mode (spec 1 §2.6): one card per section. */
export function AthleteProfileSections({ athlete }: { athlete: Athlete }) {
  // Staff switch the reminders of the e-mail on the record (a school without family accounts e-mails it).
  const setsReminders = useCan('manageDunning') && athlete.responsavelEmail;
  const reminders = setsReminders ? <GuardianRemindersSwitch name={athlete.responsavelNome} email={athlete.responsavelEmail!} /> : undefined;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {athleteSections(athlete, reminders).map((section) => (
        <Card key={section.title} className="gap-4">
          <CardHeader>
            <h2 className="text-lg leading-none font-semibold">{section.title}</h2>
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-2 gap-x-6 gap-y-4">
              {section.items.map((item) => (
                <div key={item.label} className={item.wide ? 'col-span-2' : undefined}>
                  <dt className="text-sm text-muted-foreground">{item.label}</dt>
                  <dd className="font-medium break-words whitespace-pre-line">
                    {item.value === null || item.value === undefined || item.value === '' ? '—' : item.value}
                  </dd>
                </div>
              ))}
            </dl>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
