import type { Tx } from '../../db/client';
import { audit, type Actor } from '../../audit/audit';
import { revokeApiTokensOf } from '../api-tokens/api-tokens.service';
import { revokeFeedsOf } from '../calendar/calendar.service';

/**
 * What a password reset or an inactivation ends for good besides the sessions (ADR 0012): the
 * person's API tokens and the calendar addresses they hold or made. Revoked rows stay revoked, so a
 * reactivation brings none back. Each revocation is audited as if it had been asked for one by one.
 */
export async function revokeAccessOf(tx: Tx, actor: Actor, userId: number, actorId?: number) {
  const [tokens, feeds] = [await revokeApiTokensOf(tx, userId), await revokeFeedsOf(tx, userId)];
  for (const token of tokens) {
    await audit(tx, actor, { action: 'revoke', entity: 'api_tokens', entityId: token.id, changes: { nome: token.nome, prefixo: token.prefixo, donoId: userId }, userId: actorId });
  }
  for (const { id, tipo, teamId } of feeds) {
    await audit(tx, actor, { action: 'revoke', entity: 'calendar_feeds', entityId: id, changes: tipo === 'turma' ? { tipo, teamId } : { tipo }, userId: actorId });
  }
}
