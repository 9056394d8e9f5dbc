import { and, eq, inArray } from 'drizzle-orm';
import { type Address, formatAddress } from '@domain/organization';
import { firstRow } from '../db/rows';
import { companies, companyResponsibles, modalities, teams, unitModalities, units } from '../db/schema/index';
import type { SeedStep, SeedTeam, SeedUnit } from './context';
import { need } from './context';
import { isNetwork, networkTeams, networkUnits, type TeamDef, type UnitDef } from './network';
import { demoProfessor } from './people';
import { cnpjFromBase, cpfFromBase } from './random';

/** The company, its two units, the modalities they offer and six teams (a unit per 1,000 athletes and 20 teams each for a network-sized seed). */

const companyAddress: Address = {
  rua: 'Rua Vergueiro',
  numero: '3185',
  bairro: 'Vila Mariana',
  cidade: 'São Paulo',
  estado: 'SP',
  pais: 'Brasil',
  cep: '04101300',
};

export const demoCompany = {
  razaoSocial: 'Bola na Rede Escola de Esportes Ltda',
  nomeFantasia: 'Escola de Esportes Bola na Rede',
  cnpj: cnpjFromBase('348271560001'),
  endereco: formatAddress(companyAddress),
  telefone: '1150843300',
  email: 'contato@bolanarede.com.br',
  responsavelNome: 'Ricardo Almeida Prado',
  responsavelCpf: cpfFromBase('129384756'),
  responsavelFuncao: 'Diretor',
};

const demoUnits: UnitDef[] = [
  {
    key: 'vila-mariana',
    nome: 'Unidade Vila Mariana',
    address: {
      rua: 'Rua Domingos de Morais',
      numero: '2187',
      bairro: 'Vila Mariana',
      cidade: 'São Paulo',
      estado: 'SP',
      pais: 'Brasil',
      cep: '04035000',
    },
    telefone: '1150841234',
    email: 'vilamariana@bolanarede.com.br',
    responsavelNome: 'Marcos Vinícius Pereira',
    responsavelCpf: cpfFromBase('236475018'),
    responsavelFuncao: 'Coordenador',
  },
  {
    key: 'santana',
    nome: 'Unidade Santana',
    address: {
      rua: 'Rua Voluntários da Pátria',
      numero: '3100',
      bairro: 'Santana',
      cidade: 'São Paulo',
      estado: 'SP',
      pais: 'Brasil',
      cep: '02401000',
    },
    telefone: '1122815566',
    email: 'santana@bolanarede.com.br',
    responsavelNome: 'Juliana Martins Rocha',
    responsavelCpf: cpfFromBase('357102846'),
    responsavelFuncao: 'Coordenadora',
  },
];


const demoTeams: TeamDef[] = [
  {
    key: 'vm-futebol-sub9',
    unit: 'vila-mariana',
    nome: 'Futebol Sub-9',
    modalidade: 'Futebol',
    categoria: 'Sub-9',
    horario: '17:00 - 18:00',
    diasSemana: ['terca', 'quinta'],
    professorNome: demoProfessor.nomeCompleto,
    auxiliarNome: 'Gabriel Souza Lima',
    ages: [6, 9],
    valorMensalidade: '160.00',
  },
  {
    key: 'vm-futebol-sub11',
    unit: 'vila-mariana',
    nome: 'Futebol Sub-11',
    modalidade: 'Futebol',
    categoria: 'Sub-11',
    horario: '18:00 - 19:30',
    diasSemana: ['segunda', 'quarta'],
    professorNome: demoProfessor.nomeCompleto,
    auxiliarNome: null,
    ages: [10, 11],
    valorMensalidade: '180.00',
  },
  {
    key: 'vm-basquete-sub17',
    unit: 'vila-mariana',
    nome: 'Basquete Sub-17',
    modalidade: 'Basquete',
    categoria: 'Sub-17',
    horario: '19:00 - 20:30',
    diasSemana: ['terca', 'quinta'],
    professorNome: 'Rodrigo Alves Costa',
    auxiliarNome: null,
    ages: [16, 17],
    valorMensalidade: '249.90',
  },
  {
    key: 'sa-futsal-sub9',
    unit: 'santana',
    nome: 'Futsal Sub-9',
    modalidade: 'Futsal',
    categoria: 'Sub-9',
    horario: '09:00 - 10:00',
    diasSemana: ['sabado'],
    professorNome: 'Juliana Martins Rocha',
    auxiliarNome: 'Vitor Hugo Ramos',
    ages: [6, 9],
    valorMensalidade: '150.00',
  },
  {
    key: 'sa-futsal-sub13',
    unit: 'santana',
    nome: 'Futsal Sub-13',
    modalidade: 'Futsal',
    categoria: 'Sub-13',
    horario: '18:00 - 19:30',
    diasSemana: ['segunda', 'quarta'],
    professorNome: demoProfessor.nomeCompleto,
    auxiliarNome: null,
    ages: [12, 13],
    valorMensalidade: '190.00',
  },
  {
    key: 'sa-volei-sub15',
    unit: 'santana',
    nome: 'Vôlei Sub-15',
    modalidade: 'Vôlei',
    categoria: 'Sub-15',
    horario: '18:30 - 20:00',
    diasSemana: ['terca', 'quinta', 'sexta'],
    professorNome: 'Patrícia Gomes Nogueira',
    auxiliarNome: null,
    ages: [14, 15],
    valorMensalidade: '220.00',
  },
];

export const seedOrganization: SeedStep = async (tx, ctx) => {
  const network = isNetwork(ctx.athleteCount);
  const unitDefs = network ? networkUnits(demoUnits, ctx.athleteCount) : demoUnits;
  const teamDefs = network ? networkTeams(demoTeams, unitDefs, demoProfessor.nomeCompleto) : demoTeams;
  // Company, found by its CNPJ.
  let [company] = await tx.select().from(companies).where(eq(companies.cnpj, demoCompany.cnpj));
  if (!company) {
    company = firstRow(await tx.insert(companies).values(demoCompany).returning(), 'insert companies');
    ctx.count('companies', 1);
    await tx.insert(companyResponsibles).values({
      companyId: company.id,
      nomeCompleto: demoCompany.responsavelNome,
      cargo: demoCompany.responsavelFuncao,
      cpf: demoCompany.responsavelCpf,
      telefone: '11999017788',
      email: 'ricardo.prado@bolanarede.com.br',
    });
    ctx.count('company_responsibles', 1);
  }
  ctx.company = { id: company.id, nomeFantasia: company.nomeFantasia };

  // Units, found by name within the company.
  const storedUnits = await tx
    .select({ id: units.id, nome: units.nome })
    .from(units)
    .where(and(eq(units.companyId, company.id), inArray(units.nome, unitDefs.map((u) => u.nome))));
  const missingUnits = unitDefs.filter((u) => !storedUnits.some((s) => s.nome === u.nome));
  if (missingUnits.length) {
    const created = await tx
      .insert(units)
      .values(
        missingUnits.map((u) => ({
          companyId: company.id,
          nome: u.nome,
          ...u.address,
          endereco: formatAddress(u.address),
          telefone: u.telefone,
          email: u.email,
          responsavelNome: u.responsavelNome,
          responsavelCpf: u.responsavelCpf,
          responsavelFuncao: u.responsavelFuncao,
        })),
      )
      .returning({ id: units.id, nome: units.nome });
    storedUnits.push(...created);
    ctx.count('units', created.length);
  }
  const seedUnits: SeedUnit[] = unitDefs.map((u) => ({ key: u.key, nome: u.nome, id: storedUnits.find((s) => s.nome === u.nome)!.id }));
  ctx.units = seedUnits;
  const unitIds = new Map(seedUnits.map((u) => [u.key, u.id]));
  const unitId = (key: string) => need(unitIds.get(key), `a unidade ${key}`);

  // Modalities offered, and which unit offers which.
  const modalityNames = [...new Set(teamDefs.map((t) => t.modalidade))];
  const insertedModalities = await tx
    .insert(modalities)
    .values(modalityNames.map((nome) => ({ nome })))
    .onConflictDoNothing()
    .returning({ id: modalities.id });
  ctx.count('modalities', insertedModalities.length);
  const modalityRows = await tx.select().from(modalities).where(inArray(modalities.nome, modalityNames));
  const links = teamDefs.map((t) => ({ unitId: unitId(t.unit), modalityId: modalityRows.find((m) => m.nome === t.modalidade)!.id }));
  const uniqueLinks = links.filter((l, i) => links.findIndex((o) => o.unitId === l.unitId && o.modalityId === l.modalityId) === i);
  const insertedLinks = await tx.insert(unitModalities).values(uniqueLinks).onConflictDoNothing().returning({ id: unitModalities.id });
  ctx.count('unit_modalities', insertedLinks.length);

  // Teams, found by name within their unit.
  const storedTeams = await tx
    .select({ id: teams.id, unitId: teams.unitId, nome: teams.nome })
    .from(teams)
    .where(inArray(teams.unitId, seedUnits.map((u) => u.id)));
  const teamKey = (unit: number, nome: string) => `${unit}:${nome}`;
  // The first stored team of a name, as a find over the rows would pick.
  const storedByKey = new Map(storedTeams.toReversed().map((s) => [teamKey(s.unitId, s.nome), s]));
  const findTeam = (t: TeamDef) => storedByKey.get(teamKey(unitId(t.unit), t.nome));
  const missingTeams = teamDefs.filter((t) => !findTeam(t));
  if (missingTeams.length) {
    const created = await tx
      .insert(teams)
      .values(
        missingTeams.map((t) => ({
          unitId: unitId(t.unit),
          nome: t.nome,
          categoria: t.categoria,
          modalidade: t.modalidade,
          horario: t.horario,
          diasSemana: JSON.stringify(t.diasSemana),
          professorNome: t.professorNome,
          auxiliarNome: t.auxiliarNome,
        })),
      )
      .returning({ id: teams.id, unitId: teams.unitId, nome: teams.nome });
    for (const c of created) storedByKey.set(teamKey(c.unitId, c.nome), c);
    ctx.count('teams', created.length);
  }
  ctx.teams = teamDefs.map(
    (t): SeedTeam => ({
      id: findTeam(t)!.id,
      key: t.key,
      unitId: unitId(t.unit),
      nome: t.nome,
      modalidade: t.modalidade,
      categoria: t.categoria,
      ages: t.ages,
      valorMensalidade: t.valorMensalidade,
      professorNome: t.professorNome,
    }),
  );
};
