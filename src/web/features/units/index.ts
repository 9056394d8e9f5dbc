/** What other features use of units: the list query. */
export { getUnitsQueryOptions, useUnits } from './api/get-units';
