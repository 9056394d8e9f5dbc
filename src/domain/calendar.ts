import { z } from 'zod';
import { timestamp } from './responses';

/**
 * Calendar feeds (ADR 0016): an iCalendar (RFC 5545) address that Google Calendar or Apple Calendar
 * subscribes to, one per team (staff) and one per family account. The address is the secret: anyone
 * holding it reads the calendar, so it can be renewed (the old one stops) or revoked.
 */

/** What a feed holds: sessions and games from this many days back... */
export const FEED_DAYS_BEFORE = 30;
/** ...to this many days ahead. */
export const FEED_DAYS_AFTER = 90;
/** A session whose horario names a start but no end lasts this long in the calendar. */
export const SESSION_DEFAULT_MINUTES = 60;
/** Games have a start only; the calendar blocks this long. */
export const GAME_MINUTES = 120;

/** The answer of a revoked, renewed or unknown address: the same for each, so none tells which. */
export const CALENDAR_NOT_FOUND = 'Calendário não encontrado. Peça o novo endereço a quem o compartilhou.';

/** The path of a feed's address under PUBLIC_URL. */
export const calendarFeedPath = (token: string) => `/api/calendar/${token}.ics`;

/** The same address for the phone's calendar app: webcal:// opens "subscribe" instead of a download. */
export const webcalAddress = (url: string) => url.replace(/^https?:\/\//, 'webcal://');

/** A team's or a family's feed as its owner sees it: the address to copy and the one to open. */
export const calendarFeedSchema = z.object({
  url: z.string().meta({
    description: 'O endereço secreto do calendário, para colar no Google Agenda (Outras agendas › Do URL)',
    examples: ['https://escola.exemplo.com.br/api/calendar/q3V9x2bLk8mT0wYcR5nJ4hPzA7sDfG1uE6iO2aKlXy0.ics'],
  }),
  webcal: z.string().meta({
    description: 'O mesmo endereço com webcal://, que abre a assinatura no app de calendário do celular',
    examples: ['webcal://escola.exemplo.com.br/api/calendar/q3V9x2bLk8mT0wYcR5nJ4hPzA7sDfG1uE6iO2aKlXy0.ics'],
  }),
  criadoEm: timestamp,
});
export type CalendarFeed = z.output<typeof calendarFeedSchema>;
