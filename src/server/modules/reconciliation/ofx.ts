import { Ofx } from 'ofx-data-extractor';
import { isRealDate } from '../../../domain/dates';
import { fromCents } from '../../../domain/money';
import { NO_FITID, NOT_OFX } from '../../../domain/reconciliation';
import { badRequest } from '../../http/errors';

export interface StatementCredit {
  fitid: string;
  data: string;
  valor: string;
  descricao: string;
}

export interface Statement {
  conta: string;
  creditos: StatementCredit[];
}

/**
 * Brazilian banks write OFX 1.x in windows-1252 whatever the header says, and some write UTF-8
 * under a CHARSET:1252 header: text that is valid UTF-8 is read as such, anything else as 1252.
 */
function decode(bytes: Buffer) {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** numeric(10,2): what a money column holds. */
const MAX_CREDIT_CENTS = 9_999_999_999;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** One line of text a column can hold: entities the parser left undone, control characters gone. */
const cleanText = (value: unknown) =>
  String(value ?? '')
    .replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ENTITIES[name]!)
    // eslint-disable-next-line no-control-regex -- removing control characters (a NUL would not even reach the database) is the point
    .replace(/[\u0000-\u001F\u007F-\u009F]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The payer's name (NAME) and the bank's text (MEMO), where a txid travels, once each. */
function description(raw: Record<string, unknown>) {
  const parts = [cleanText(raw.NAME), cleanText(raw.MEMO)].filter(Boolean);
  return [...new Set(parts)].join(' · ').slice(0, 500);
}

/**
 * The credits of a bank account's OFX statement (1.x SGML or 2.x XML), parsed by
 * ofx-data-extractor; debits are not read. Anything but a bank account statement is refused.
 */
export function parseStatement(bytes: Buffer): Statement {
  const text = decode(bytes);
  if (!/<OFX>/i.test(text) || !/<BANKACCTFROM>/i.test(text)) throw badRequest(NOT_OFX);
  let parsed;
  try {
    const ofx = new Ofx(text);
    parsed = { json: ofx.toJson(), transactions: ofx.toNormalized({ amountMode: 'cents' }).transactions };
  } catch {
    throw badRequest(NOT_OFX);
  }
  const account: Record<string, unknown> = parsed.json.OFX?.BANKMSGSRSV1?.STMTTRNRS?.STMTRS?.BANKACCTFROM ?? {};
  const conta = [account.BANKID, account.BRANCHID, account.ACCTID].map(cleanText).filter(Boolean).join(' / ');
  if (!conta) throw badRequest(NOT_OFX);

  const creditos: StatementCredit[] = [];
  for (const transaction of parsed.transactions) {
    if (transaction.source !== 'bank') continue;
    const cents = transaction.amount;
    if (typeof cents !== 'number' || !Number.isSafeInteger(cents) || cents > MAX_CREDIT_CENTS) throw badRequest(NOT_OFX);
    if (cents <= 0) continue;
    const fitid = cleanText(transaction.fitId);
    if (!fitid) throw badRequest(NO_FITID);
    const data = String(transaction.postedAt);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(data) || !isRealDate(data)) throw badRequest(NOT_OFX);
    creditos.push({ fitid, data, valor: fromCents(cents), descricao: description(transaction.raw) });
  }
  return { conta, creditos };
}
