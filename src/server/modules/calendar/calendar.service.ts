import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import ical, { ICalCalendarMethod, ICalEvent, ICalEventStatus, type ICalCalendar } from 'ical-generator';
import { DateTime } from 'luxon';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import type { z } from 'zod';
import type { CalendarFeedKind } from '@domain/attendance';
import {
  CALENDAR_NOT_FOUND,
  calendarFeedPath,
  FEED_DAYS_AFTER,
  FEED_DAYS_BEFORE,
  GAME_MINUTES,
  SESSION_DEFAULT_MINUTES,
  webcalAddress,
  type calendarFeedSchema,
} from '@domain/calendar';
import { addDays, todayIn, zonedInstant } from '@domain/dates';
import { formatAddress } from '@domain/organization';
import { audit, type Actor } from '../../audit/audit';
import type { Db, Executor, Tx } from '../../db/client';
import { firstRow } from '../../db/rows';
import { athletes, calendarFeeds, championships, enrollments, externalTeams, games, teams, trainingSessions, units, users } from '../../db/schema/index';
import { notFound } from '../../http/errors';
import { listSessions } from '../attendance/sessions.service';
import { familyAthletes } from '../../auth/scopes';
import type { FeedCache, FeedFile } from './feed-cache';
import { TEAM_NOT_FOUND } from '@domain/messages';

/** Whose feed: a team's (staff) or a family account's. */
export type FeedOwner = { tipo: 'turma'; teamId: number } | { tipo: 'familia'; userId: number };

/** Where the addresses point and in which zone the school's clock runs (the server's config). */
export interface FeedSettings {
  publicUrl: string;
  timeZone: string;
}

/** 32 random bytes in base64url: the whole secret of an address. */
const TOKEN_TEXT = /^[A-Za-z0-9_-]{43}$/;

const ownerWhere = (owner: FeedOwner) =>
  and(
    eq(calendarFeeds.tipo, owner.tipo),
    owner.tipo === 'turma' ? eq(calendarFeeds.teamId, owner.teamId) : eq(calendarFeeds.userId, owner.userId),
    isNull(calendarFeeds.revogadoEm),
  );

function shown(row: { token: string; createdAt: Date }, { publicUrl }: FeedSettings): z.input<typeof calendarFeedSchema> {
  const url = `${publicUrl}${calendarFeedPath(row.token)}`;
  return { url, webcal: webcalAddress(url), criadoEm: row.createdAt };
}

/**
 * The owner's row is locked first, so two first asks at once make one address (unlocked, the second
 * would break the unique index: a 500); a team that does not exist is a 404.
 */
async function lockOwner(tx: Tx, owner: FeedOwner) {
  if (owner.tipo === 'turma') {
    const [team] = await tx.select({ id: teams.id }).from(teams).where(eq(teams.id, owner.teamId)).for('update');
    if (!team) throw notFound(TEAM_NOT_FOUND);
  } else {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, owner.userId)).for('update');
  }
}

async function insertFeed(tx: Tx, owner: FeedOwner, createdBy: number) {
  return firstRow(
    await tx
      .insert(calendarFeeds)
      .values({
        tipo: owner.tipo satisfies CalendarFeedKind,
        teamId: owner.tipo === 'turma' ? owner.teamId : null,
        userId: owner.tipo === 'familia' ? owner.userId : null,
        token: randomBytes(32).toString('base64url'),
        criadoPorUserId: createdBy,
      })
      .returning({ id: calendarFeeds.id, token: calendarFeeds.token, createdAt: calendarFeeds.createdAt }),
    'insert calendar_feeds',
  );
}

/** The owner's active address, made on the first ask. `created` says whether this call made it. */
async function activeOrNewFeed(tx: Tx, owner: FeedOwner, userId: number, settings: FeedSettings) {
  await lockOwner(tx, owner);
  const [active] = await tx
    .select({ id: calendarFeeds.id, token: calendarFeeds.token, createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(ownerWhere(owner));
  if (active) return { id: active.id, feed: shown(active, settings), created: false };
  const row = await insertFeed(tx, owner, userId);
  return { id: row.id, feed: shown(row, settings), created: true };
}

/** An address just revoked: its row, and its token so that this instance's copy of its feed is dropped. */
export interface RevokedFeed {
  id: number;
  token: string;
}

async function revokeActive(tx: Tx, owner: FeedOwner): Promise<RevokedFeed | null> {
  const [revoked] = await tx
    .update(calendarFeeds)
    .set({ revogadoEm: sql`now()`, updatedAt: sql`now()` })
    .where(ownerWhere(owner))
    .returning({ id: calendarFeeds.id, token: calendarFeeds.token });
  return revoked ?? null;
}

/** Revokes the owner's active address, if any: the one revoked, or null (nothing to revoke). */
async function revokeOwnerFeed(tx: Tx, owner: FeedOwner): Promise<RevokedFeed | null> {
  await lockOwner(tx, owner);
  return revokeActive(tx, owner);
}

/**
 * Revokes for good every active address a person holds or made (a password reset, an
 * inactivation): their family's, and the teams' they asked for, which they could have passed on.
 */
export const revokeFeedsOf = (tx: Tx, userId: number) =>
  tx
    .update(calendarFeeds)
    .set({ revogadoEm: sql`now()`, updatedAt: sql`now()` })
    .where(and(isNull(calendarFeeds.revogadoEm), or(eq(calendarFeeds.userId, userId), eq(calendarFeeds.criadoPorUserId, userId))))
    .returning({ id: calendarFeeds.id, tipo: calendarFeeds.tipo, teamId: calendarFeeds.teamId });

/** "Gerar novo endereço": the old address stops at once and a new one replaces it. */
async function replaceFeed(tx: Tx, owner: FeedOwner, userId: number, settings: FeedSettings) {
  await lockOwner(tx, owner);
  const revoked = await revokeActive(tx, owner);
  const row = await insertFeed(tx, owner, userId);
  return { id: row.id, revoked, feed: shown(row, settings) };
}

const entity = 'calendar_feeds';
/** What the audit log keeps of an address: its owner, never the address. */
const audited = (owner: FeedOwner) => (owner.tipo === 'turma' ? { tipo: owner.tipo, teamId: owner.teamId } : { tipo: owner.tipo });

/**
 * The owner's address, made (and audited) on the first ask: a POST read like a query by the
 * dialog, so asking again answers the same address.
 */
export const feedAddress = (db: Db, actor: Actor, owner: FeedOwner, userId: number, settings: FeedSettings) =>
  db.transaction(async (tx) => {
    const { id, feed, created } = await activeOrNewFeed(tx, owner, userId, settings);
    if (created) await audit(tx, actor, { action: 'create', entity, entityId: id, changes: audited(owner) });
    return feed;
  });

/** A new address for the owner; the old one is revoked, and this instance's copy of its feed dropped. */
export async function renewFeed(db: Db, actor: Actor, owner: FeedOwner, userId: number, settings: FeedSettings, cache: FeedCache) {
  const { feed, revoked } = await db.transaction(async (tx) => {
    const renewed = await replaceFeed(tx, owner, userId, settings);
    if (renewed.revoked) await audit(tx, actor, { action: 'revoke', entity, entityId: renewed.revoked.id, changes: audited(owner) });
    await audit(tx, actor, { action: 'create', entity, entityId: renewed.id, changes: audited(owner) });
    return renewed;
  });
  if (revoked) cache.forget(revoked.token);
  return feed;
}

/** Revokes the owner's address, if any, and drops this instance's copy of its feed. */
export async function revokeFeed(db: Db, actor: Actor, owner: FeedOwner, cache: FeedCache) {
  const revoked = await db.transaction(async (tx) => {
    const row = await revokeOwnerFeed(tx, owner);
    if (row) await audit(tx, actor, { action: 'revoke', entity, entityId: row.id, changes: audited(owner) });
    return row;
  });
  if (revoked) cache.forget(revoked.token);
}

// ---- the calendar itself ----

/** One event of a feed, before it is written as iCalendar. */
interface FeedEvent {
  uid: string;
  summary: string;
  description: string;
  location: string | null;
  cancelled: boolean;
  tentative?: boolean;
  /** RFC 5545 SEQUENCE: raised by each change of the event's time or status (the revisao columns, migration 0025). */
  sequence: number;
  /** 'yyyy-MM-dd' for an all-day event, else the start and end instants. */
  day?: string;
  start?: Date;
  end?: Date;
}

/** The team facts a feed needs beyond the sessions reader: its name, horario text, unit address and revisao. */
async function teamPlaces(db: Executor, teamIds: number[]) {
  if (teamIds.length === 0) return new Map<number, { nome: string; horario: string; local: string; ativo: boolean; revisao: number }>();
  const rows = await db
    .select({
      id: teams.id,
      nome: teams.nome,
      horario: teams.horario,
      status: teams.status,
      revisao: teams.revisao,
      unitNome: units.nome,
      endereco: units.endereco,
      rua: units.rua,
      numero: units.numero,
      bairro: units.bairro,
      cidade: units.cidade,
      estado: units.estado,
      pais: units.pais,
      cep: units.cep,
    })
    .from(teams)
    .innerJoin(units, eq(units.id, teams.unitId))
    .where(inArray(teams.id, teamIds));
  return new Map(
    rows.map((r) => [
      r.id,
      { nome: r.nome, horario: r.horario, ativo: r.status === 'ativo', revisao: r.revisao, local: `${r.unitNome}, ${r.endereco?.trim() || formatAddress(r)}` },
    ]),
  );
}

/**
 * The sessions and games of some teams in the feed's window. `who` names, per team, the children
 * a family feed shows in the summary (empty for a team feed).
 */
async function teamEvents(db: Executor, teamIds: number[], who: Map<number, string>, { publicUrl, timeZone }: FeedSettings): Promise<FeedEvent[]> {
  const places = await teamPlaces(db, teamIds);
  // An inactive team does not train: its past sessions stay out too, as its chamada does.
  const training = teamIds.filter((id) => places.get(id)?.ativo);
  const today = todayIn(timeZone);
  const de = addDays(today, -FEED_DAYS_BEFORE);
  const ate = addDays(today, FEED_DAYS_AFTER);
  const host = new URL(publicUrl).host;
  const named = (teamId: number, text: string) => (who.get(teamId) ? `${text} (${who.get(teamId)})` : text);

  const [sessions, revised, teamGames] = await Promise.all([
    listSessions(db, { teamIds: training }, de, ate),
    // The sessions changed since their row was written (the sessions reader does not say).
    training.length === 0
      ? []
      : db
          .select({ teamId: trainingSessions.teamId, data: trainingSessions.data, revisao: trainingSessions.revisao })
          .from(trainingSessions)
          .where(and(inArray(trainingSessions.teamId, training), gte(trainingSessions.data, de), lte(trainingSessions.data, ate), gt(trainingSessions.revisao, 0))),
    teamIds.length === 0
      ? []
      : db
          .select({
            id: games.id,
            teamId: sql<number>`${games.homeTeamId}`,
            dataHora: games.dataHora,
            local: games.local,
            endereco: games.endereco,
            status: games.status,
            revisao: games.revisao,
            homeTeamExternal: games.homeTeamExternal,
            fase: games.fase,
            rodada: games.rodada,
            adversario: externalTeams.nome,
            campeonato: championships.nome,
          })
          .from(games)
          .leftJoin(externalTeams, eq(externalTeams.id, games.awayTeamId))
          .leftJoin(championships, eq(championships.id, games.championshipId))
          .where(
            and(
              inArray(games.homeTeamId, teamIds),
              gte(games.dataHora, zonedInstant(de, '00:00', timeZone)),
              lt(games.dataHora, zonedInstant(addDays(ate, 1), '00:00', timeZone)),
            ),
          )
          .orderBy(asc(games.dataHora), asc(games.id)),
  ]);

  const sessionRevisao = new Map(revised.map((row) => [`${row.teamId}|${row.data}`, row.revisao]));
  const events: FeedEvent[] = [];
  for (const session of sessions) {
    const place = places.get(session.teamId);
    const title = named(session.teamId, `Treino ${session.teamNome}`);
    const details = [`Turma ${session.teamNome} · ${session.unitNome}`, `Horário: ${place?.horario ?? '—'}`];
    if (session.cancelada) details.unshift(`Treino cancelado: ${session.motivoCancelamento ?? ''}`.trim());
    const event: FeedEvent = {
      uid: `sessao-${session.teamId}-${session.data}@${host}`,
      summary: session.cancelada ? `Cancelado: ${title}` : title,
      description: details.join('\n'),
      location: place?.local ?? null,
      cancelled: session.cancelada,
      // Both only ever grow: the sum does too, when the session changes or its team's horario moves it.
      sequence: (sessionRevisao.get(`${session.teamId}|${session.data}`) ?? 0) + (place?.revisao ?? 0),
    };
    if (session.inicio) {
      event.start = zonedInstant(session.data, session.inicio, timeZone);
      event.end = session.fim ? zonedInstant(session.data, session.fim, timeZone) : new Date(event.start.getTime() + SESSION_DEFAULT_MINUTES * 60_000);
    } else {
      event.day = session.data;
    }
    events.push(event);
  }

  for (const game of teamGames) {
    const team = places.get(game.teamId)?.nome ?? '';
    const sides = game.adversario ? (game.homeTeamExternal ? `${game.adversario} x ${team}` : `${team} x ${game.adversario}`) : team;
    const title = named(game.teamId, `Jogo: ${sides}`);
    const prefix = game.status === 'cancelado' ? 'Cancelado: ' : game.status === 'adiado' ? 'Adiado: ' : '';
    const details = [game.campeonato, [game.fase, game.rodada && `Rodada ${game.rodada}`].filter(Boolean).join(' · ')].filter(Boolean);
    if (game.status === 'cancelado') details.unshift('Jogo cancelado');
    if (game.status === 'adiado') details.unshift('Jogo adiado: a nova data ainda não foi marcada');
    events.push({
      uid: `jogo-${game.id}@${host}`,
      summary: `${prefix}${title}`,
      description: details.join('\n'),
      location: [game.local, game.endereco].filter((part) => part?.trim()).join(', ') || null,
      cancelled: game.status === 'cancelado',
      tentative: game.status === 'adiado',
      sequence: game.revisao,
      start: game.dataHora,
      end: new Date(game.dataHora.getTime() + GAME_MINUTES * 60_000),
    });
  }
  return events;
}

/** Where ical-generator 10 breaks a content line (RFC 5545: at most 75 octets, counting the continuation's space). */
const FOLD_OCTETS = 74;

/** The UTF-8 size of one character (a code point; a lone surrogate is written as U+FFFD, three octets). */
const octets = (code: number) => (code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4);

/**
 * RFC 5545 line folding as ical-generator does it (a line longer than 74 octets continues on the
 * next after a space, never inside a character), without its cost: version 10 encodes every character
 * of the whole file with a new TextEncoder, almost nine tenths of a feed's time (fixed in 11.1,
 * which needs Node 22).
 */
function foldLines(text: string): string {
  return text
    .split('\r\n')
    .map((line) => {
      if (Buffer.byteLength(line) <= FOLD_OCTETS) return line;
      let folded = '';
      let size = 0;
      for (const char of line) {
        const charSize = octets(char.codePointAt(0)!);
        size += charSize;
        if (size > FOLD_OCTETS) {
          folded += '\r\n ';
          size = charSize;
        }
        folded += char;
      }
      return folded;
    })
    .join('\r\n');
}

/** Each zone's VTIMEZONE, from timezones-ical-library, written once: it is the same on every request. */
const vtimezones = new Map<string, string>();
function vtimezone(zone: string): string {
  if (!vtimezones.has(zone)) {
    const block = ((tzlib_get_ical_block(zone)[0] as string | undefined) ?? '').replace(/\r?\n/g, '\r\n').trim();
    vtimezones.set(zone, block && `${block}\r\n`);
  }
  return vtimezones.get(zone)!;
}

const CALENDAR_END = 'END:VCALENDAR';

/**
 * The iCalendar text. Times are written as the school's wall clock with TZID (and the zone's
 * VTIMEZONE, from timezones-ical-library): ical-generator reads a native Date with a time zone in the
 * process's own zone, so it is handed Luxon DateTimes already in the school's zone.
 *
 * ical-generator writes the calendar's own lines and each event; the events and the VTIMEZONE are put
 * in and folded here (see foldLines), after the calendar's properties.
 */
function writeCalendar(name: string, events: FeedEvent[], timeZone: string): string {
  const calendar: ICalCalendar = ical({
    name,
    description: 'Treinos e jogos do Plantel. Atualizado automaticamente.',
    prodId: { company: 'Plantel', product: 'Plantel', language: 'PT-BR' },
    method: ICalCalendarMethod.PUBLISH,
    // The zone's name stays off the calendar itself: ical-generator would then also write DTSTAMP as
    // local time, which RFC 5545 wants in UTC. Each event names the zone.
    timezone: null,
    ttl: 60 * 60,
  });
  // Written while the calendar has no event: short, so its own folding costs nothing.
  const head = calendar.toString();
  let body = events.length ? vtimezone(timeZone) : '';
  for (const event of events) {
    const when = event.day
      ? { allDay: true, start: DateTime.fromISO(event.day, { zone: timeZone }) }
      : { start: DateTime.fromJSDate(event.start!, { zone: timeZone }), end: DateTime.fromJSDate(event.end!, { zone: timeZone }) };
    body += new ICalEvent(
      {
        id: event.uid,
        ...when,
        timezone: timeZone,
        summary: event.summary,
        description: event.description,
        location: event.location,
        sequence: event.sequence,
        status: event.cancelled ? ICalEventStatus.CANCELLED : event.tentative ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
      },
      calendar,
    ).toString();
  }
  return `${head.slice(0, -CALENDAR_END.length)}${foldLines(body)}${CALENDAR_END}`;
}

/** First names, or the full name where two children share the first one. */
function shortNames(children: { id: number; nomeCompleto: string }[]) {
  const first = (name: string) => name.trim().split(/\s+/)[0] ?? name;
  const counts = new Map<string, number>();
  for (const child of children) counts.set(first(child.nomeCompleto), (counts.get(first(child.nomeCompleto)) ?? 0) + 1);
  return new Map(children.map((c) => [c.id, counts.get(first(c.nomeCompleto))! > 1 ? c.nomeCompleto : first(c.nomeCompleto)]));
}

const joinNames = (names: string[]) => (names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} e ${names.at(-1)}`);

/** A team's feed: its sessions (an inactive team has none) and its games. */
async function teamCalendar(db: Executor, teamId: number, settings: FeedSettings) {
  const [team] = await db.select({ nome: teams.nome }).from(teams).where(eq(teams.id, teamId));
  if (!team) throw notFound(CALENDAR_NOT_FOUND);
  const events = await teamEvents(db, [teamId], new Map(), settings);
  return writeCalendar(`Treinos e jogos: ${team.nome}`, events, settings.timeZone);
}

/**
 * A family's feed: the sessions and games of every team its children are actively enrolled in,
 * with the children's names. The family is read now, as every family answer is: a link removed
 * or an account inactivated empties or closes the feed on the next refresh.
 */
async function familyCalendar(db: Executor, userId: number, settings: FeedSettings) {
  const [user] = await db.select({ id: users.id, atletaId: users.atletaId }).from(users).where(and(eq(users.id, userId), eq(users.ativo, true)));
  if (!user) throw notFound(CALENDAR_NOT_FOUND);
  const rows = await db
    .selectDistinct({ athleteId: athletes.id, nomeCompleto: athletes.nomeCompleto, teamId: enrollments.teamId })
    .from(athletes)
    .innerJoin(enrollments, and(eq(enrollments.athleteId, athletes.id), eq(enrollments.status, 'ativa')))
    .where(familyAthletes(user))
    .orderBy(asc(athletes.nomeCompleto));
  const children = [...new Map(rows.map((r) => [r.athleteId, { id: r.athleteId, nomeCompleto: r.nomeCompleto }])).values()];
  const names = shortNames(children);
  const childrenOf = new Map<number, string[]>();
  for (const row of rows) childrenOf.set(row.teamId, [...(childrenOf.get(row.teamId) ?? []), names.get(row.athleteId)!]);
  const who = new Map([...childrenOf].map(([teamId, teamChildren]) => [teamId, joinNames(teamChildren)]));
  const events = await teamEvents(db, [...who.keys()], who, settings);
  const title = children.length ? `Treinos e jogos: ${joinNames(children.map((c) => names.get(c.id)!))}` : 'Treinos e jogos da família';
  return writeCalendar(title, events, settings.timeZone);
}

/**
 * GET /api/calendar/:token.ics: the calendar of an active address, as `cache` kept it when it was
 * written in the last minutes; 404 for a revoked or unknown address or an inactivated family account.
 * Those are read from the database on every request, before the cache, so they close the address at
 * once on every instance; the schedule itself may be a few minutes old (ADR 0016).
 */
export async function feedCalendar(db: Executor, token: string, settings: FeedSettings, cache: FeedCache): Promise<FeedFile> {
  if (!TOKEN_TEXT.test(token)) throw notFound(CALENDAR_NOT_FOUND);
  const [feed] = await db
    .select({ tipo: calendarFeeds.tipo, teamId: calendarFeeds.teamId, userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .leftJoin(users, eq(users.id, calendarFeeds.userId))
    .where(and(eq(calendarFeeds.token, token), isNull(calendarFeeds.revogadoEm), or(eq(calendarFeeds.tipo, 'turma'), eq(users.ativo, true))));
  if (!feed) throw notFound(CALENDAR_NOT_FOUND);
  return cache.get(token, () => (feed.tipo === 'turma' ? teamCalendar(db, feed.teamId!, settings) : familyCalendar(db, feed.userId!, settings)));
}
