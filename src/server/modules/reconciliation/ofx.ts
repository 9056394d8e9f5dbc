import { setImmediate } from 'node:timers/promises';
import { Ofx } from 'ofx-data-extractor';
import { isRealDate } from '@domain/dates';
import { fromCents } from '@domain/money';
import { paymentDateRefusal } from '@domain/payment-date';
import {
  ACCOUNT_TOO_LONG,
  creditDateRefused,
  FITID_TOO_LONG,
  MAX_ACCOUNT_LENGTH,
  MAX_FITID_LENGTH,
  MAX_STATEMENT_CREDITS,
  NO_FITID,
  NOT_OFX,
  TOO_MANY_CREDITS,
} from '@domain/reconciliation';
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

/** Transactions parsed at a time: a few milliseconds of work, then the event loop serves others. */
const TRANSACTIONS_PER_PARSE = 100;
/** What a statement holds around its transactions (sign-on, account, balances): about a kilobyte. */
const FRAME_MAX_CHARS = 32 * 1024;

/**
 * Splits the statement at its transactions: the text before the first and after the last (the
 * frame) and each STMTTRN aggregate, checked to follow one another with nothing between them, so
 * the frame around any run of them is a statement of its own. A file that is not so is not OFX.
 */
function split(text: string) {
  const tags = /<(\/?)STMTTRN>/gi;
  const starts: number[] = [];
  let end = -1;
  for (let match = tags.exec(text); match; match = tags.exec(text)) {
    const closing = match[1] === '/';
    const open = starts.length > 0 && end < starts.at(-1)!;
    if (closing !== open || (!closing && end >= 0 && text.slice(end, match.index).trim())) throw badRequest(NOT_OFX);
    if (closing) end = tags.lastIndex;
    else starts.push(match.index);
  }
  if (starts.length > 0 && end < starts.at(-1)!) throw badRequest(NOT_OFX);
  const head = starts.length ? text.slice(0, starts[0]) : text;
  const tail = starts.length ? text.slice(end) : '';
  if (head.length + tail.length > FRAME_MAX_CHARS) throw badRequest(NOT_OFX);
  return { head, tail, starts, end };
}

/** What ofx-data-extractor reads of `text`; what it cannot read is not OFX. */
function readOfx<T>(text: string, read: (ofx: Ofx) => T): T {
  try {
    return read(new Ofx(text));
  } catch {
    throw badRequest(NOT_OFX);
  }
}

/** BANKID / BRANCHID / ACCTID of the statement's BANKACCTFROM. */
function accountOf(frame: string) {
  const account: Record<string, unknown> = readOfx(frame, (ofx) => ofx.toJson().OFX?.BANKMSGSRSV1?.STMTTRNRS?.STMTRS?.BANKACCTFROM) ?? {};
  const conta = [account.BANKID, account.BRANCHID, account.ACCTID].map(cleanText).filter(Boolean).join(' / ');
  if (!conta) throw badRequest(NOT_OFX);
  if (conta.length > MAX_ACCOUNT_LENGTH) throw badRequest(ACCOUNT_TOO_LONG);
  return conta;
}

/**
 * The credits of a bank account's OFX statement (1.x SGML or 2.x XML), parsed by
 * ofx-data-extractor a hundred transactions at a time, yielding between them, so a file of
 * thousands holds no other request for long; debits are not read. Anything but a bank account
 * statement is refused, as are identifiers longer than the specification's, a credit on a day no
 * payment can have (paymentDateRefusal) and more than MAX_STATEMENT_CREDITS credits.
 */
export async function parseStatement(bytes: Buffer, today: string): Promise<Statement> {
  const text = decode(bytes);
  if (!/<OFX>/i.test(text) || !/<BANKACCTFROM>/i.test(text)) throw badRequest(NOT_OFX);
  const { head, tail, starts, end } = split(text);
  const conta = accountOf(head + tail);

  const creditos: StatementCredit[] = [];
  for (let first = 0; first < starts.length; first += TRANSACTIONS_PER_PARSE) {
    await setImmediate();
    const last = first + TRANSACTIONS_PER_PARSE;
    const transactions = text.slice(starts[first], last < starts.length ? starts[last] : end);
    for (const transaction of readOfx(head + transactions + tail, (ofx) => ofx.toNormalized({ amountMode: 'cents' }).transactions)) {
      if (transaction.source !== 'bank') continue;
      const cents = transaction.amount;
      if (typeof cents !== 'number' || !Number.isSafeInteger(cents) || cents > MAX_CREDIT_CENTS) throw badRequest(NOT_OFX);
      if (cents <= 0) continue;
      const fitid = cleanText(transaction.fitId);
      if (!fitid) throw badRequest(NO_FITID);
      if (fitid.length > MAX_FITID_LENGTH) throw badRequest(FITID_TOO_LONG);
      const data = String(transaction.postedAt);
      if (!/^\d{4}-\d{2}-\d{2}$/.test(data) || !isRealDate(data)) throw badRequest(NOT_OFX);
      const refusal = paymentDateRefusal(data, today);
      if (refusal) throw badRequest(creditDateRefused(data, refusal));
      if (creditos.length === MAX_STATEMENT_CREDITS) throw badRequest(TOO_MANY_CREDITS);
      creditos.push({ fitid, data, valor: fromCents(cents), descricao: description(transaction.raw) });
    }
  }
  return { conta, creditos };
}
