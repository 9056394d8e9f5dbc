import { generateCpf } from '@brazilian-utils/brazilian-utils';
import type { Athlete, AthleteCreateInput } from '../../src/domain/athletes';
import { addDays, SCHOOL_TIME_ZONE, todayIn } from '../../src/domain/dates';
import type { Enrollment } from '../../src/domain/enrollments';
import type { TeamInput } from '../../src/domain/teams';
import { apiRequest } from './session';

/** An athlete to create: a name, and whatever differs from a boy born in 2014 whose mother is his guardian. */
export type AthleteSeed = Pick<AthleteCreateInput, 'nomeCompleto'> & Partial<AthleteCreateInput>;

export interface SchoolOptions<A extends readonly AthleteSeed[]> {
  /** What differs from the default team, Futebol Sub-11 Tarde. */
  team?: Partial<Omit<TeamInput, 'unitId'>>;
  /** Athletes to register, none of them enrolled. */
  athletes?: A;
}

const poster = (baseURL: string, token: string) => <T>(path: string, body: unknown) => apiRequest<T>(baseURL, token, 'POST', path, body, 201);

/** A company, a unit, a team and the given athletes, created through the API as an administrador would. */
export async function createSchool<const A extends readonly AthleteSeed[] = []>(
  baseURL: string,
  token: string,
  { team = {}, athletes = [] as unknown as A }: SchoolOptions<A> = {},
) {
  const post = poster(baseURL, token);
  const company = await post<{ id: number }>('/api/companies', {
    razaoSocial: 'Escola Craque do Amanhã Ltda',
    nomeFantasia: 'Craque do Amanhã',
    cnpj: '11.222.333/0001-81',
  });
  const unit = await post<{ id: number }>('/api/units', {
    companyId: company.id,
    nome: 'Unidade Vila Mariana',
    rua: 'Rua Domingos de Morais',
    numero: '2187',
    bairro: 'Vila Mariana',
    cidade: 'São Paulo',
    estado: 'SP',
    pais: 'Brasil',
    cep: '04035-000',
  });
  const createdTeam = await post<{ id: number }>('/api/teams', {
    unitId: unit.id,
    nome: 'Futebol Sub-11 Tarde',
    categoria: 'Sub-11',
    modalidade: 'Futebol',
    horario: '14:00 - 15:30',
    diasSemana: ['segunda', 'quarta'],
    ...team,
  });
  const createdAthletes: Athlete[] = [];
  // One after the other, so the ids follow the order given.
  for (const athlete of athletes) {
    createdAthletes.push(
      await post<Athlete>('/api/athletes', {
        dataNascimento: '2014-03-10',
        sexo: 'M',
        cpf: generateCpf(),
        telefone: '11987650000',
        responsavelNome: 'Carla Souza Lima',
        responsavelCpf: generateCpf(),
        responsavelTelefone: '11987651111',
        responsavelParentesco: 'mae',
        consentimentoLgpd: true,
        ...athlete,
      }),
    );
  }
  // One created athlete per seed, in order: a test names them by position.
  return { company, unit, team: createdTeam, athletes: createdAthletes as { [K in keyof A]: Athlete } };
}

export interface EnrolledAthleteOptions {
  /** The day the first instalment was paid by Pix, without discount; without it nothing is paid. */
  firstInstalmentPaidOn?: string;
}

/** A monthly regular enrolment at R$ 150,00 without discount, its first instalment due `daysToFirstDue` from today (negative: overdue). */
export function enrolMonthly(baseURL: string, token: string, athleteId: number, teamId: number, daysToFirstDue: number) {
  return poster(baseURL, token)<Enrollment>('/api/enrollments', {
    athleteId,
    teamId,
    tipoMatricula: 'regular',
    tipoPlano: 'mensal',
    valorMensalidade: '150.00',
    desconto: '0.00',
    dataVencimento: addDays(todayIn(SCHOOL_TIME_ZONE), daysToFirstDue),
  });
}

/**
 * createSchool's default school with one athlete, Rafael Souza Lima, enrolled in its team on a
 * three-month plan whose first instalment falls due in ten days.
 */
export async function createEnrolledAthlete(baseURL: string, token: string, guardianCpf: string, { firstInstalmentPaidOn }: EnrolledAthleteOptions = {}) {
  const {
    team,
    athletes: [athlete],
  } = await createSchool(baseURL, token, { athletes: [{ nomeCompleto: 'Rafael Souza Lima', responsavelCpf: guardianCpf }] });
  const enrollment = await poster(baseURL, token)<Enrollment>('/api/enrollments', {
    athleteId: athlete.id,
    teamId: team.id,
    tipoMatricula: 'regular',
    tipoPlano: 'trimestral',
    valorMensalidade: '150.00',
    desconto: '0',
    dataVencimento: addDays(todayIn(SCHOOL_TIME_ZONE), 10),
  });
  if (firstInstalmentPaidOn) {
    const finance = await apiRequest<{ monthlyPayments: { id: number }[] }>(baseURL, token, 'GET', `/api/enrollments-with-payments/${enrollment.id}`);
    await apiRequest(baseURL, token, 'PATCH', `/api/monthly-payments/${finance.monthlyPayments[0]!.id}/process`, {
      dataPagamento: firstInstalmentPaidOn,
      metodoPagamento: 'pix',
      valorDesconto: 0,
    });
  }
  return { athlete, enrollment };
}
