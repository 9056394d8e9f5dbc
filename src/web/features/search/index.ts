/** The header's search of athletes and enrolments. */
export { useSearch } from './api/search';
