/** What other features use of access requests (the athlete page decides a family's request too). */
export type { AccessRequestDecision } from './api/decide-access-request';
export { AccessRequestDecisionDialog, type AccessRequestDecisionTarget } from './components/access-request-decision-dialog';
