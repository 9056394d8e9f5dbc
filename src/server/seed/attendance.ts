import { getPixKeyInfo } from '@brazilian-utils/brazilian-utils';
import { inArray, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_ABSENCE_ALERT } from '@domain/attendance';
import { addDays } from '@domain/dates';
import { parseWeekdays, weekdays } from '@domain/organization';
import { attendanceSettings, pixSettings, teams } from '../db/schema/index';
import type { SeedStep } from './context';
import { need } from './context';
import { isNetwork } from './network';
import { demoCompany } from './organization';
import { createRandom } from './random';

/** Days of rolls behind today: a school term, enough for the month's rates and three months of Frequência. */
export const ATTENDANCE_DAYS = 120;
/** A network-sized school has a year of them (the 100,000-athlete network of docs/performance.md). */
export const NETWORK_ATTENDANCE_DAYS = 365;
/** As many of an athlete's latest marks as the absence alerts read (alerts.service RUN_WINDOW). */
const RUN_WINDOW = 60;

/** How often an athlete misses: most come, some miss now and then, a few have stopped coming. */
interface Profile {
  falta: number;
  justificada: number;
  /** The team's latest sessions this athlete missed in a row (a dropout risk), 0 for most. */
  streak: number;
}

function profileOf(index: number): Profile {
  const random = createRandom(`plantel-demo:attendance:${index}`);
  const kind = random.weighted([
    ['assiduo', 82],
    ['irregular', 16],
    ['evasao', 2],
  ] as const);
  if (kind === 'assiduo') return { falta: 0.04, justificada: 0.03, streak: 0 };
  if (kind === 'irregular') return { falta: 0.18, justificada: 0.08, streak: 0 };
  return { falta: 0.3, justificada: 0.05, streak: random.int(3, 6) };
}

/**
 * The school's PIX (the company's CNPJ as its key) and the last ATTENDANCE_DAYS days (a network's
 * NETWORK_ATTENDANCE_DAYS) of rolls of
 * every demo team, up to yesterday: a session row per training day (the team's weekdays and its
 * planned cronograma days; a day the cronograma cancelled is a cancelled session) and a mark for each
 * athlete enrolled in the team that day (enrolledOn), mostly presente. A few athletes end on a run of
 * faltas, and their open absence alert is stored as if the e-mail had gone. Set-based SQL: one
 * statement for the sessions and their marks, one for the alerts. A session already stored (a roll
 * taken, a cancellation) is left as it is, so a second run adds only the days since the first.
 */
export const seedAttendance: SeedStep = async (tx, ctx) => {
  const company = need(ctx.company, 'a empresa');
  const { admin, professor } = need(ctx.accounts, 'as contas');
  const seedTeams = need(ctx.teams, 'as turmas');
  const athletes = need(ctx.athletes, 'os atletas');

  // PIX: the company's key, found by its owner.
  const key = getPixKeyInfo(demoCompany.cnpj);
  if (key?.type !== 'cnpj') throw new Error(`Seed: o CNPJ ${demoCompany.cnpj} não é uma chave PIX válida.`);
  const pix = await tx
    .insert(pixSettings)
    .values({ companyId: company.id, chave: key.value, tipoChave: key.type, nomeRecebedor: 'Bola na Rede Esportes', cidade: 'São Paulo' })
    .onConflictDoNothing()
    .returning({ id: pixSettings.id });
  ctx.count('pix_settings', pix.length);

  // Each team's training weekdays as ISO day numbers (1 = segunda), read as the app reads them.
  const teamRows = await tx
    .select({ id: teams.id, diasSemana: teams.diasSemana })
    .from(teams)
    .where(inArray(teams.id, seedTeams.map((t) => t.id)));
  const pairs = teamRows.flatMap((t) => parseWeekdays(t.diasSemana).map((d) => [t.id, weekdays.indexOf(d) + 1] as const));
  const teamIds = teamRows.map((t) => t.id);
  if (!teamIds.length) return;
  const first = addDays(ctx.today, -(isNetwork(ctx.athleteCount) ? NETWORK_ATTENDANCE_DAYS : ATTENDANCE_DAYS));
  const last = addDays(ctx.today, -1);

  const profiles = athletes.map((a) => ({ id: a.id, ...profileOf(a.index) }));
  const param = <T>(values: T[]) => sql.param(values);
  // When the roll was taken: the session day's evening, in the school's zone.
  const takenAt = (day: SQL) => sql`((${day})::timestamp + interval '19 hours') at time zone ${ctx.timeZone}`;

  const result = await tx.execute<{ sessions: number; marks: number }>(sql`
    with planned as (
      select v.team_id, d::date as data
        from unnest(${param(pairs.map((p) => p[0]))}::int[], ${param(pairs.map((p) => p[1]))}::int[]) as v(team_id, dow)
        cross join generate_series(${first}::date, ${last}::date, interval '1 day') as d
       where extract(isodow from d) = v.dow
      union
      select turma_id, data from cronograma_treinos
       where turma_id = any(${param(teamIds)}::int[]) and data between ${first}::date and ${last}::date and status_execucao <> 'cancelado'
    ),
    cancelled as (
      select distinct on (c.turma_id, c.data) c.turma_id as team_id, c.data, coalesce(c.observacoes, 'Treino cancelado.') as motivo
        from cronograma_treinos c
       where c.turma_id = any(${param(teamIds)}::int[]) and c.data between ${first}::date and ${last}::date and c.status_execucao = 'cancelado'
         and not exists (select 1 from cronograma_treinos o where o.turma_id = c.turma_id and o.data = c.data and o.status_execucao <> 'cancelado')
       order by c.turma_id, c.data, c.id
    ),
    days as (
      select p.team_id, p.data, c.motivo,
             -- Counted back from yesterday over the sessions held: a dropout's run covers the latest ones.
             case when c.motivo is null then row_number() over (partition by p.team_id, c.motivo is null order by p.data desc) end as recent
        from planned p left join cancelled c on c.team_id = p.team_id and c.data = p.data
    ),
    new_sessions as (
      insert into training_sessions (team_id, data, cancelada_em, motivo_cancelamento, cancelada_por_user_id, created_at, updated_at)
      select team_id, data,
             case when motivo is not null then ${takenAt(sql`data`)} - interval '3 hours' end,
             motivo,
             case when motivo is not null then ${admin.id}::int end,
             ${takenAt(sql`data`)}, ${takenAt(sql`data`)}
        from days
      on conflict (team_id, data) do nothing
      returning id, team_id, data, cancelada_em is not null as cancelada
    ),
    profile as (
      select * from unnest(
        ${param(profiles.map((p) => p.id))}::int[], ${param(profiles.map((p) => p.falta))}::float8[],
        ${param(profiles.map((p) => p.justificada))}::float8[], ${param(profiles.map((p) => p.streak))}::int[]
      ) as p(athlete_id, falta, justificada, streak)
    ),
    roll as (
      -- Who is on the roll: enrolled in the team by that day and still enrolled on it (enrolledOn).
      -- An athlete enrolled twice in the team is on it once: the insert skips the second mark.
      select s.id as session_id, e.athlete_id, s.data, d.recent
        from new_sessions s
        join days d on d.team_id = s.team_id and d.data = s.data
        join enrollments e on e.team_id = s.team_id and e.data_matricula <= s.data
             and (e.status = 'ativa' or (e.data_inativacao is not null and e.data_inativacao > s.data))
       where not s.cancelada
    ),
    new_marks as (
      insert into attendance_marks (session_id, athlete_id, status, marcado_por_user_id, created_at, updated_at)
      select r.session_id, r.athlete_id,
             case
               when r.recent <= coalesce(p.streak, 0) then 'falta'
               when h.u < coalesce(p.falta, 0.04) then 'falta'
               when h.u < coalesce(p.falta, 0.04) + coalesce(p.justificada, 0.03) then 'justificada'
               else 'presente'
             end,
             ${professor.id}::int, ${takenAt(sql`r.data`)}, ${takenAt(sql`r.data`)}
        from roll r
        left join profile p on p.athlete_id = r.athlete_id
        -- A draw in [0, 1) fixed by athlete and day: the same marks on every database.
        cross join lateral (select ('x' || substr(md5(r.athlete_id || '|' || r.data), 1, 7))::bit(28)::int / 268435456.0 as u) h
       -- A session's marks together, as a roll saves them (and its index filled in order, not at random).
       order by r.session_id, r.athlete_id
      on conflict do nothing
      returning 1
    )
    select (select count(*) from new_sessions)::int as sessions, (select count(*) from new_marks)::int as marks`);
  const counts = result.rows[0]!;
  ctx.count('training_sessions', counts.sessions);
  ctx.count('attendance_marks', counts.marks);
  if (!counts.marks) return;

  // The open runs of faltas that reached the school's limit, as updateAlerts would have left them.
  const [settings] = await tx.select({ limit: attendanceSettings.faltasSeguidasAlerta }).from(attendanceSettings);
  const alerts = await tx.execute<{ id: number }>(sql`
    with latest as (
      select m.athlete_id, s.team_id, max(s.data) as ultima, max(s.data) filter (where m.status <> 'falta') as ultima_presenca
        from attendance_marks m join training_sessions s on s.id = m.session_id
       where s.team_id = any(${param(teamIds)}::int[]) and s.cancelada_em is null
       group by m.athlete_id, s.team_id
    ),
    runs as (
      -- Whose latest mark is a falta: the faltas since the last other mark, at most RUN_WINDOW of them.
      select l.athlete_id, l.team_id, l.ultima, least(count(*), ${RUN_WINDOW}) as run
        from latest l
        join training_sessions s on s.team_id = l.team_id and s.cancelada_em is null and s.data > coalesce(l.ultima_presenca, '-infinity'::date)
        join attendance_marks m on m.session_id = s.id and m.athlete_id = l.athlete_id
       where l.ultima_presenca is distinct from l.ultima
       group by l.athlete_id, l.team_id, l.ultima
    )
    insert into attendance_alerts (athlete_id, team_id, faltas_seguidas, ultima_falta, email_enviado_em, created_at, updated_at)
    select athlete_id, team_id, run, ultima, (ultima + interval '20 hours') at time zone ${ctx.timeZone}, now(), now()
      from runs where run >= ${settings?.limit ?? DEFAULT_ABSENCE_ALERT}
    on conflict (athlete_id, team_id) where encerrado_em is null do nothing
    returning id`);
  ctx.count('attendance_alerts', alerts.rows.length);
};
