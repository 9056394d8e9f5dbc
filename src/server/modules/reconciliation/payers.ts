import { sql, type SQL } from 'drizzle-orm';
import { NAME_CONNECTORS_PATTERN, payerOf } from '@domain/bank-payer';
import type { Executor } from '../../db/client';
import { athleteGuardians, athletes } from '../../db/schema/index';
import { containsPattern, searchText } from '../../db/sql';

/**
 * The guardians a credit's description names (src/domain/bank-payer.ts): the athlete's guardian on
 * the athlete's record, the guardians the school keeps and the family accounts linked to the
 * athlete, and the athlete (an adult pays their own fees), by CPF or by name.
 */

/** Every name and CPF that stands for an athlete's family, one row each. */
const familyPeople = sql`(
  select ${athletes.id} as athlete_id, ${athletes.responsavelNome} as nome, ${athletes.responsavelCpf}::text as cpf from ${athletes}
  union all
  select ${athletes.id}, ${athletes.nomeCompleto}, ${athletes.cpf}::text from ${athletes}
  union all
  select ${athleteGuardians.athleteId}, ${athleteGuardians.nome}, ${athleteGuardians.cpf}::text from ${athleteGuardians} where ${athleteGuardians.ativo}
)`;

/** The guardians' names of the athlete whose id is `athleteId` (an SQL expression), sorted, once each. */
export const guardianNamesOf = (athleteId: SQL, responsavelNome: SQL) => sql<string[]>`array(
  select nome from (
    select ${responsavelNome} as nome
    union select ${athleteGuardians.nome} from ${athleteGuardians} where ${athleteGuardians.athleteId} = ${athleteId} and ${athleteGuardians.ativo}
  ) names order by nome
)`;

/** "Escolher parcela" searches the athlete's name and their guardians' (accents and case ignored). */
export function athleteOrGuardianMatches(busca: string): SQL {
  const pattern = searchText(containsPattern(busca));
  return sql`(${searchText(athletes.nomeCompleto)} like ${pattern} or ${searchText(athletes.responsavelNome)} like ${pattern} or exists (
    select 1 from ${athleteGuardians} where ${athleteGuardians.athleteId} = ${athletes.id} and ${athleteGuardians.ativo} and ${searchText(athleteGuardians.nome)} like ${pattern}
  ))`;
}

/** Whom a credit names: the athletes of that family, each with the guardian's name as the family has it. */
export interface NamedFamily {
  /** The name of the first guardian found, for the proposal's reason. */
  responsavel: string;
  porCpf: boolean;
  athleteIds: Set<number>;
}

interface PayerLine {
  id: number;
  descricao: string;
}

/**
 * For each credit, the family its description names, if any: one query for all of them. A name
 * counts when the description holds its first word and the start of its second ("LOHRANA DUA" for
 * Lohrana Duarte), or its first and last words; a CPF whole or by the six digits a bank leaves unmasked.
 */
export async function namedFamilies(db: Executor, lines: PayerLine[]): Promise<Map<number, NamedFamily>> {
  const named = new Map<number, NamedFamily>();
  const payers = lines.map((line) => ({ id: line.id, ...payerOf(line.descricao) })).filter((payer) => payer.texto.trim() !== '' || payer.cpfs.length || payer.cpfsParciais.length);
  if (payers.length === 0) return named;
  const values = sql.join(
    payers.map((payer) => sql`(${payer.id}::int, ${payer.texto}::text, ${sql.param(payer.cpfs)}::text[], ${sql.param(payer.cpfsParciais)}::text[])`),
    sql`, `,
  );
  const byCpf = sql`(g.cpf = any(l.cpfs) or substr(g.cpf, 4, 6) = any(l.parciais))`;
  const rows = await db.execute<{ lineId: number; athleteId: number; nome: string; porCpf: boolean }>(sql`
    with guardian as materialized (
      select people.athlete_id, people.nome, people.cpf,
        regexp_split_to_array(trim(regexp_replace(regexp_replace(plantel_search_text(people.nome), '[^a-z]+', ' ', 'g'), ${NAME_CONNECTORS_PATTERN}, ' ', 'g')), '\\s+') as w
      from ${familyPeople} people
    )
    select l.id as "lineId", g.athlete_id as "athleteId", g.nome, ${byCpf} as "porCpf"
    from (values ${values}) as l(id, texto, cpfs, parciais)
    inner join guardian g on ${byCpf} or (
      cardinality(g.w) > 1 and length(g.w[1]) > 1 and (
        position(' ' || g.w[1] || ' ' || left(g.w[2], 3) in l.texto) > 0
        or (position(' ' || g.w[1] || ' ' in l.texto) > 0 and position(' ' || g.w[cardinality(g.w)] || ' ' in l.texto) > 0)
      )
    )
    order by l.id, ${byCpf} desc, g.athlete_id`);
  for (const { lineId, athleteId, nome, porCpf } of rows.rows) {
    const family = named.get(lineId);
    if (family) family.athleteIds.add(athleteId);
    else named.set(lineId, { responsavel: nome, porCpf, athleteIds: new Set([athleteId]) });
  }
  return named;
}
