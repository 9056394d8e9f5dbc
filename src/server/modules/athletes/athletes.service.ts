import type { AthleteRegistration } from '../../../domain/athletes';
import type { Executor } from '../../db/client';
import { athletes } from '../../db/schema/index';
import { conflict, isUniqueViolation } from '../../http/errors';

export async function createAthlete(db: Executor, data: AthleteRegistration) {
  try {
    const [athlete] = await db.insert(athletes).values(data).returning({ id: athletes.id, nomeCompleto: athletes.nomeCompleto });
    return athlete;
  } catch (error) {
    if (isUniqueViolation(error, 'athletes_cpf_unique')) throw conflict('CPF já cadastrado');
    throw error;
  }
}
