/** A training session's marks and how the screens name them: plain values, without zod. */
export const attendanceStatuses = ['presente', 'falta', 'justificada'] as const;
export type AttendanceStatus = (typeof attendanceStatuses)[number];
export const attendanceStatusLabels: Record<AttendanceStatus, string> = {
  presente: 'Presente',
  falta: 'Falta',
  justificada: 'Falta justificada',
};

/** A session of the athlete's team, while enrolled, that has no mark for the athlete. */
export const NO_MARK_LABEL = 'Sem registro';
export const CANCELLED_SESSION_LABEL = 'Cancelado';
/** Days the family's Início counts its children's attendance rate over. */
export const FAMILY_RATE_DAYS = 30;
/** Days ahead, today included, that the family's Início lists its children's trainings and games, and in which a family may give notice of an absence. */
export const AGENDA_DAYS = 14;
