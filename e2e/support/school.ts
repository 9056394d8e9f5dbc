import { generateCpf } from '@brazilian-utils/brazilian-utils';
import type { Athlete } from '../../src/domain/athletes';
import { addDays, SCHOOL_TIME_ZONE, todayIn } from '../../src/domain/dates';
import type { Enrollment } from '../../src/domain/enrollments';
import { apiRequest } from './session';

/**
 * A company, a unit, a team and one athlete enrolled on a three-month plan whose first instalment
 * falls due in ten days, created through the API as an administrador would.
 */
export async function createEnrolledAthlete(baseURL: string, token: string, guardianCpf: string) {
  const post = <T>(path: string, body: unknown) => apiRequest<T>(baseURL, token, 'POST', path, body, 201);
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
  const team = await post<{ id: number }>('/api/teams', {
    unitId: unit.id,
    nome: 'Futebol Sub-11 Tarde',
    categoria: 'Sub-11',
    modalidade: 'Futebol',
    horario: '14:00 - 15:30',
    diasSemana: ['segunda', 'quarta'],
  });
  const athlete = await post<Athlete>('/api/athletes', {
    nomeCompleto: 'Rafael Souza Lima',
    dataNascimento: '2014-03-10',
    sexo: 'M',
    cpf: generateCpf(),
    telefone: '11987650000',
    responsavelNome: 'Carla Souza Lima',
    responsavelCpf: guardianCpf,
    responsavelTelefone: '11987651111',
    responsavelParentesco: 'mae',
    consentimentoLgpd: true,
  });
  const enrollment = await post<Enrollment>('/api/enrollments', {
    athleteId: athlete.id,
    teamId: team.id,
    tipoMatricula: 'regular',
    tipoPlano: 'trimestral',
    valorMensalidade: '150.00',
    desconto: '0',
    dataVencimento: addDays(todayIn(SCHOOL_TIME_ZONE), 10),
  });
  return { athlete, enrollment };
}
