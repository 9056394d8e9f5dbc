/** What other features use of units: the list query and the unit select of their forms. */
export { useUnits } from './api/get-units';
export { useUnitSelect } from './components/use-unit-select';
