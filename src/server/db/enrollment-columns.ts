import { enrollments } from './schema/index';

/** The terms of an enrolment every view of it shows (`enrollmentTermsSchema` in the domain). */
export const enrollmentTermsColumns = {
  id: enrollments.id,
  tipoMatricula: enrollments.tipoMatricula,
  tipoPlano: enrollments.tipoPlano,
  valorMensalidade: enrollments.valorMensalidade,
  desconto: enrollments.desconto,
  status: enrollments.status,
  dataMatricula: enrollments.dataMatricula,
  dataVencimento: enrollments.dataVencimento,
};
