import { sql } from 'drizzle-orm';
import { athletes } from './schema/index';

/**
 * Where an athlete's e-mails go (reminders, attendance alerts, "Pagamento confirmado"): the
 * principal guardian's e-mail (the link's own, else its account's), else the e-mail on the athlete
 * record. For a query that reads the athletes table.
 */
export const guardianEmail = sql<string | null>`coalesce(
  (select coalesce(g.email, u.email) from athlete_guardians g left join users u on u.id = g.user_id
    where g.athlete_id = ${athletes.id} and g.principal and g.ativo and g.removed_at is null order by g.id limit 1),
  ${athletes.responsavelEmail})`;
