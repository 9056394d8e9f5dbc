import type { Address, TeamModality, Weekday } from '../../../domain/organization';
import { cpfFromBase } from './random';

/**
 * A franchise network for large seeds (the benchmark's 20,000 athletes): 10 units and 200 teams in
 * all, the demo school's 2 units and 6 teams included. Small demo schools keep only the demo's.
 */
export const NETWORK_FROM_ATHLETES = 2000;
export const NETWORK_UNITS = 10;
export const NETWORK_TEAMS = 200;

export interface UnitDef {
  key: string;
  nome: string;
  address: Address;
  telefone: string;
  email: string;
  responsavelNome: string;
  responsavelCpf: string;
  responsavelFuncao: string;
}

export interface TeamDef {
  key: string;
  unit: string;
  nome: string;
  modalidade: TeamModality;
  categoria: string;
  horario: string;
  diasSemana: Weekday[];
  professorNome: string;
  auxiliarNome: string | null;
  ages: readonly [number, number];
  valorMensalidade: string;
}

const bairros = ['Moema', 'Pinheiros', 'Tatuapé', 'Lapa', 'Butantã', 'Ipiranga', 'Mooca', 'Perdizes'];
const coordinators = ['Fernanda Lima', 'Roberto Dias', 'Camila Torres', 'André Moura', 'Luciana Freitas', 'Paulo Henrique Sá', 'Beatriz Campos', 'Sérgio Ramos'];
const categories = [
  ['Sub-7', [6, 7]],
  ['Sub-9', [8, 9]],
  ['Sub-11', [10, 11]],
  ['Sub-13', [12, 13]],
  ['Sub-15', [14, 15]],
  ['Sub-17', [16, 17]],
] as const;
const modalities: { nome: TeamModality; valor: string }[] = [
  { nome: 'Futebol', valor: '180.00' },
  { nome: 'Futsal', valor: '170.00' },
  { nome: 'Vôlei', valor: '190.00' },
  { nome: 'Basquete', valor: '200.00' },
];
const schedules: { horario: string; dias: Weekday[] }[] = [
  { horario: '08:00 - 09:30', dias: ['segunda', 'quarta'] },
  { horario: '14:00 - 15:30', dias: ['terca', 'quinta'] },
  { horario: '17:00 - 18:30', dias: ['segunda', 'quarta', 'sexta'] },
  { horario: '09:00 - 11:00', dias: ['sabado'] },
];
const slug = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** The demo's units, then generated ones up to NETWORK_UNITS. */
export function networkUnits(demo: readonly UnitDef[]): UnitDef[] {
  const extra = bairros.slice(0, NETWORK_UNITS - demo.length).map((bairro, i): UnitDef => ({
    key: slug(bairro),
    nome: `Unidade ${bairro}`,
    address: { rua: `Rua ${bairro}`, numero: String(100 + i * 37), bairro, cidade: 'São Paulo', estado: 'SP', pais: 'Brasil', cep: `0${4000000 + i * 1111}`.slice(-8) },
    telefone: `11${String(30000000 + i * 12345).slice(0, 8)}`,
    email: `${slug(bairro)}@bolanarede.com.br`,
    responsavelNome: coordinators[i]!,
    responsavelCpf: cpfFromBase(String(400000000 + i * 7919)),
    responsavelFuncao: 'Coordenador(a)',
  }));
  return [...demo, ...extra];
}

/** The demo's teams, then every unit's modality × category teams not already there, up to NETWORK_TEAMS. */
export function networkTeams(demo: readonly TeamDef[], units: readonly UnitDef[], professorNome: string): TeamDef[] {
  const teams = [...demo];
  for (const [c, [categoria, ages]] of categories.entries()) {
    for (const [m, modality] of modalities.entries()) {
      for (const [u, unit] of units.entries()) {
        if (teams.length >= NETWORK_TEAMS) return teams;
        const nome = `${modality.nome} ${categoria}`;
        if (teams.some((t) => t.unit === unit.key && t.nome === nome)) continue;
        const schedule = schedules[(c + m + u) % schedules.length]!;
        teams.push({
          key: `${unit.key}-${slug(nome)}`,
          unit: unit.key,
          nome,
          modalidade: modality.nome,
          categoria,
          horario: schedule.horario,
          diasSemana: schedule.dias,
          professorNome: (c + u) % 3 === 0 ? professorNome : `${coordinators[(m + u) % coordinators.length]} Jr.`,
          auxiliarNome: null,
          ages,
          valorMensalidade: modality.valor,
        });
      }
    }
  }
  return teams;
}
