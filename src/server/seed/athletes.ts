import { sql } from 'drizzle-orm';
import type { Kinship } from '@domain/athletes';
import { maskCep } from '@domain/documents';
import { athletes } from '../db/schema/index';
import type { ColumnTypes, SeedAthlete, SeedStep } from './context';
import { bulkInsert } from './context';
import { addDays, addYears } from '@domain/dates';
import {
  boyNames,
  elderMenNames,
  elderWomenNames,
  girlNames,
  menNames,
  slug,
  streets,
  surnames,
  womenNames,
} from './names';
import { demoFamily, demoFamilyChildren, RESERVED_CPFS } from './people';
import { cpfSource, createRandom, type Random } from './random';

/** By default 120 athletes aged 6 to 17, each with a guardian; some siblings, some with allergies. */

export const ATHLETE_COUNT = 120;
const MIN_AGE = 6;
const MAX_AGE = 17;
/** Athlete i is MIN_AGE + i % AGE_SPAN years old (the family account's children aside). */
export const AGE_SPAN = MAX_AGE - MIN_AGE + 1;
/** Draws of a first name for a surname pair before a double first name ("Ana Clara Lima Souza"): a large network runs out of single ones. */
const FIRST_NAME_TRIES = 20;
/** Pairs (i, i + 1) of siblings sharing a guardian; the family account's children are 3 and 6. */
const SIBLING_PAIRS = [14, 38, 62, 86, 110];
const FAMILY_INDEXES: readonly [number, number] = [3, 6];

type AthleteRow = typeof athletes.$inferInsert;

const allergies = [
  'Amendoim',
  'Lactose',
  'Dipirona',
  'Frutos do mar',
  'Picada de abelha',
  'Penicilina',
  'Rinite alérgica (poeira e ácaros)',
  'Corante amarelo tartrazina',
];
const restrictions = [
  'Asma leve: usa broncodilatador antes dos treinos intensos',
  'Evitar impacto no joelho esquerdo até liberação do ortopedista',
  'Diabetes tipo 1: levar lanche e glicosímetro aos treinos',
  'Usa óculos: praticar com óculos esportivos',
];
const healthNotes = [
  'Atestado médico entregue e válido.',
  'Toma vacina da gripe anualmente.',
  'Hidratar com frequência nos dias quentes.',
  'Sangramento nasal ocasional no tempo seco.',
];

type Guardian = Pick<
  AthleteRow,
  'responsavelNome' | 'responsavelCpf' | 'responsavelTelefone' | 'responsavelParentesco' | 'responsavelEmail'
>;

const emailDomains = ['gmail.com', 'hotmail.com', 'outlook.com', 'yahoo.com.br', 'uol.com.br'];

/** A mobile number in São Paulo (DDD 11), digits only. */
const phone = (random: Random) => `119${random.int(5, 9)}${String(random.int(0, 9_999_999)).padStart(7, '0')}`;

function otherSurname(random: Random, except: string) {
  let surname: string;
  do surname = random.pick(surnames);
  while (surname === except);
  return surname;
}

/** The demo's athletes, the same on every run (birth dates follow today so ages stay 6 to 17). */
export function demoAthleteRows(today: string, count = ATHLETE_COUNT): { rows: AthleteRow[]; ages: number[] } {
  const random = createRandom('plantel-demo:athletes');
  const nextCpf = cpfSource(createRandom('plantel-demo:cpf'), RESERVED_CPFS);
  const usedNames = new Set<string>(demoFamilyChildren.map((c) => c.nome));
  const rows: AthleteRow[] = [];
  const ages: number[] = [];

  for (let i = 0; i < count; i++) {
    const familyChild = FAMILY_INDEXES.indexOf(i);
    const child = familyChild >= 0 ? demoFamilyChildren[familyChild] : undefined;
    const age = child ? child.age : MIN_AGE + (i % AGE_SPAN);
    const sibling = SIBLING_PAIRS.includes(i - 1) ? rows[i - 1] : undefined;
    const sexo = child ? child.sexo : random.chance(0.5) ? 'M' : 'F';

    // Surnames: the mother's then the father's, Brazilian style; a sibling shares both.
    const siblingSurnames = sibling?.nomeCompleto.split(' ').slice(-2);
    const motherSurname: string = siblingSurnames?.[0] ?? random.pick(surnames);
    let fatherSurname: string = siblingSurnames?.[1] ?? random.pick(surnames);
    if (fatherSurname === motherSurname) fatherSurname = otherSurname(random, motherSurname);
    let nomeCompleto: string;
    if (child) nomeCompleto = child.nome;
    else {
      const names = sexo === 'M' ? boyNames : girlNames;
      let tries = 0;
      do {
        const first = tries++ < FIRST_NAME_TRIES ? random.pick(names) : `${random.pick(names)} ${random.pick(names)}`;
        nomeCompleto = `${first} ${motherSurname} ${fatherSurname}`;
      } while (usedNames.has(nomeCompleto));
    }
    usedNames.add(nomeCompleto);

    const birthOffset = random.int(1, 364);
    const dataNascimento = addDays(addYears(today, -(age + 1)), birthOffset);
    const street = random.pick(streets);
    const endereco = `${street.rua}, ${random.int(10, 2400)}, ${street.bairro}, São Paulo, SP - CEP: ${maskCep(street.cep)}`;

    // The guardian: usually a parent, sometimes a grandparent, uncle or legal guardian.
    let guardian: Guardian;
    if (child) {
      guardian = {
        responsavelNome: demoFamily.nomeCompleto,
        responsavelCpf: demoFamily.cpf,
        responsavelTelefone: demoFamily.telefone,
        responsavelParentesco: 'mae',
        responsavelEmail: demoFamily.email,
      };
    } else if (sibling) {
      guardian = {
        responsavelNome: sibling.responsavelNome,
        responsavelCpf: sibling.responsavelCpf,
        responsavelTelefone: sibling.responsavelTelefone,
        responsavelParentesco: sibling.responsavelParentesco,
        responsavelEmail: sibling.responsavelEmail,
      };
    } else {
      const parentesco = random.weighted<Kinship>([
        ['mae', 55],
        ['pai', 33],
        ['avo', 6],
        ['tio', 4],
        ['responsavel_legal', 2],
      ]);
      const woman = parentesco === 'mae' || (parentesco !== 'pai' && random.chance(0.6));
      const first = random.pick(parentesco === 'avo' ? (woman ? elderWomenNames : elderMenNames) : woman ? womenNames : menNames);
      // A parent carries the surname passed to the child last; other relatives the mother's.
      const familyName = parentesco === 'pai' ? fatherSurname : motherSurname;
      const other = otherSurname(random, familyName);
      const last = parentesco === 'mae' || parentesco === 'pai' ? `${other} ${familyName}` : `${familyName} ${other}`;
      const emailUser = `${slug(first)}.${slug(last.split(' ')[1]!)}${random.int(1, 99)}`;
      guardian = {
        responsavelNome: `${first} ${last}`,
        responsavelCpf: nextCpf(),
        responsavelTelefone: phone(random),
        responsavelParentesco: parentesco,
        responsavelEmail: random.chance(0.85) ? `${emailUser}@${random.pick(emailDomains)}` : null,
      };
    }

    const ownPhone = age >= 12 && random.chance(0.8);
    const [first = ''] = nomeCompleto.split(' ');
    rows.push({
      nomeCompleto,
      dataNascimento,
      sexo,
      cpf: nextCpf(),
      telefone: ownPhone ? phone(random) : guardian.responsavelTelefone,
      email: age >= 14 && random.chance(0.6) ? `${slug(first)}.${slug(fatherSurname)}${random.int(1, 99)}@gmail.com` : null,
      endereco: (familyChild > 0 ? rows[FAMILY_INDEXES[0]]!.endereco : sibling?.endereco) ?? endereco,
      alergias: random.chance(0.15) ? random.pick(allergies) : null,
      restricoesMedicas: random.chance(0.07) ? random.pick(restrictions) : null,
      observacoesSaude: random.chance(0.12) ? random.pick(healthNotes) : null,
      ...guardian,
      status: 'ATIVO',
    });
    ages.push(age);
  }
  return { rows, ages };
}

const athleteColumns: ColumnTypes<AthleteRow> = {
  nomeCompleto: 'text',
  dataNascimento: 'date',
  sexo: 'text',
  cpf: 'text',
  telefone: 'text',
  email: 'text',
  endereco: 'text',
  alergias: 'text',
  restricoesMedicas: 'text',
  observacoesSaude: 'text',
  responsavelNome: 'text',
  responsavelCpf: 'text',
  responsavelTelefone: 'text',
  responsavelParentesco: 'text',
  responsavelEmail: 'text',
  status: 'text',
};

export const seedAthletes: SeedStep = async (tx, ctx) => {
  const { rows, ages } = demoAthleteRows(ctx.today, ctx.athleteCount);
  // The CPF is unique: athletes already stored are left as they are.
  const created = await bulkInsert(tx, 'athletes', athleteColumns, rows, { conflict: '(cpf)' });
  ctx.count('athletes', created.count);

  const cpfs = rows.map((r) => r.cpf);
  const stored = await tx
    .select({ id: athletes.id, cpf: athletes.cpf, nomeCompleto: athletes.nomeCompleto, responsavelCpf: athletes.responsavelCpf })
    .from(athletes)
    .where(sql`${athletes.cpf} = any(${sql.param(cpfs)}::text[])`);
  const byCpf = new Map(stored.map((s) => [s.cpf, s]));
  ctx.athletes = rows.map((row, index): SeedAthlete => {
    const s = byCpf.get(row.cpf)!;
    return { id: s.id, cpf: s.cpf, nomeCompleto: s.nomeCompleto, responsavelCpf: s.responsavelCpf, age: ages[index]!, index };
  });
};
