/** A team's or a family's calendar address (Turmas, the family's Início). */
export { CalendarFeedDialog } from './components/calendar-feed-dialog';
