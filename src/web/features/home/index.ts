/** What needs staff today: Início's card, the header's bell, and the writes that change the counts. */
export { PENDING_COUNTS_PATH, usePendingCounts } from './api/get-pending-counts';
export { todayItems } from './components/today-items';
