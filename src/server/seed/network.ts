import type { Address, TeamModality, Weekday } from '@domain/organization';
import { cpfFromBase } from './random';

/**
 * A franchise network for large seeds (the benchmark's 20,000 athletes, the 100,000 of
 * docs/performance.md): about one unit per 1,000 athletes (10 at least) with 20 teams each, so
 * about 50 athletes a team, the demo school's 2 units and 6 teams included. Small demo schools
 * keep only the demo's.
 */
export const NETWORK_FROM_ATHLETES = 2000;
const ATHLETES_PER_UNIT = 1000;
const MIN_NETWORK_UNITS = 10;
export const TEAMS_PER_UNIT = 20;

/** True for a network-sized seed: more units, teams, news, a year of rolls, an account per family. */
export const isNetwork = (athleteCount: number) => athleteCount >= NETWORK_FROM_ATHLETES;

/** How many units and teams a network of `athleteCount` athletes has (100,000: 100 units, 2,000 teams). */
export function networkSize(athleteCount: number) {
  const units = Math.max(MIN_NETWORK_UNITS, Math.round(athleteCount / ATHLETES_PER_UNIT));
  return { units, teams: units * TEAMS_PER_UNIT };
}

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

/** São Paulo's districts, the first eight as the 10-unit network always had them. */
const bairros = [
  'Moema', 'Pinheiros', 'Tatuapé', 'Lapa', 'Butantã', 'Ipiranga', 'Mooca', 'Perdizes',
  'Jabaquara', 'Saúde', 'Itaim Bibi', 'Campo Belo', 'Santo Amaro', 'Morumbi', 'Vila Prudente', 'Penha',
  'Freguesia do Ó', 'Casa Verde', 'Tucuruvi', 'Vila Guilherme', 'Barra Funda', 'Bela Vista', 'Liberdade', 'Consolação',
  'Cambuci', 'Belém', 'Brás', 'Água Rasa', 'Carrão', 'Vila Formosa', 'Aricanduva', 'Sapopemba',
  'São Lucas', 'Vila Matilde', 'Cangaíba', 'Ermelino Matarazzo', 'Ponte Rasa', 'São Miguel', 'Itaim Paulista', 'Guaianases',
  'Itaquera', 'José Bonifácio', 'Cidade Tiradentes', 'São Mateus', 'Iguatemi', 'Sacomã', 'Cursino', 'Cidade Ademar',
  'Pedreira', 'Campo Grande', 'Socorro', 'Cidade Dutra', 'Grajaú', 'Parelheiros', 'Capão Redondo', 'Campo Limpo',
  'Jardim Ângela', 'Jardim São Luís', 'Vila Andrade', 'Vila Sônia', 'Raposo Tavares', 'Rio Pequeno', 'Jaguaré', 'Jaguara',
  'Vila Leopoldina', 'Alto de Pinheiros', 'Jardim Paulista', 'Sé', 'República', 'Santa Cecília', 'Bom Retiro', 'Pari',
  'Limão', 'Brasilândia', 'Cachoeirinha', 'Pirituba', 'São Domingos', 'Jaraguá', 'Perus', 'Anhanguera',
  'Mandaqui', 'Tremembé', 'Jaçanã', 'Vila Medeiros', 'Vila Maria', 'Artur Alvim', 'Vila Curuçá', 'Lajeado',
  'Jardim Helena', 'Vila Jacuí', 'Parque do Carmo', 'Cidade Líder', 'Marsilac', 'Vila Clementino', 'Brooklin', 'Vila Madalena',
  'Vila Olímpia', 'Aclimação',
];
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

/** The demo's units, then generated ones up to the network's size (a district named again gets a number: "Moema 2"). */
export function networkUnits(demo: readonly UnitDef[], athleteCount: number): UnitDef[] {
  const extra = Array.from({ length: Math.max(0, networkSize(athleteCount).units - demo.length) }, (_, i): UnitDef => {
    const bairro = bairros[i % bairros.length]!;
    const round = Math.floor(i / bairros.length);
    const nome = round ? `${bairro} ${round + 1}` : bairro;
    return {
      key: slug(nome),
      nome: `Unidade ${nome}`,
      address: { rua: `Rua ${bairro}`, numero: String(100 + i * 37), bairro, cidade: 'São Paulo', estado: 'SP', pais: 'Brasil', cep: `0${4000000 + i * 1111}`.slice(-8) },
      telefone: `11${String(30000000 + i * 12345).slice(0, 8)}`,
      email: `${slug(nome)}@bolanarede.com.br`,
      responsavelNome: coordinators[i % coordinators.length]!,
      responsavelCpf: cpfFromBase(String(400000000 + i * 7919)),
      responsavelFuncao: 'Coordenador(a)',
    };
  });
  return [...demo, ...extra];
}

/**
 * The demo's teams, then TEAMS_PER_UNIT teams in every unit: of its 24 modality × category pairs,
 * all but one category per modality (a different one in each unit), so every category has about as
 * many teams across the network and each team about as many athletes.
 */
export function networkTeams(demo: readonly TeamDef[], units: readonly UnitDef[], professorNome: string): TeamDef[] {
  const teams = [...demo];
  for (const [u, unit] of units.entries()) {
    let inUnit = teams.filter((t) => t.unit === unit.key).length;
    for (const [c, [categoria, ages]] of categories.entries()) {
      for (const [m, modality] of modalities.entries()) {
        if (inUnit >= TEAMS_PER_UNIT) break;
        if ((c + m + u) % categories.length === categories.length - 1) continue;
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
        inUnit++;
      }
    }
  }
  return teams;
}
