import { setImmediate } from 'node:timers/promises';
import { isRealDate } from '@domain/dates';
import { fromCents } from '@domain/money';
import { paymentDateRefusal } from '@domain/payment-date';
import {
  ACCOUNT_TOO_LONG,
  CARD_STATEMENT,
  creditAmountUnreadable,
  creditDateRefused,
  creditDateUnreadable,
  currencyRefused,
  FITID_TOO_LONG,
  INVESTMENT_STATEMENT,
  MAX_ACCOUNT_LENGTH,
  MAX_FITID_LENGTH,
  MAX_STATEMENT_CREDITS,
  NO_ACCOUNT,
  NO_FITID,
  NO_STATEMENT,
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

/** One bank account of the file and its credits. */
export interface StatementAccount {
  conta: string;
  creditos: StatementCredit[];
}

/** Every bank account the file holds, in its order, each once. */
export interface Statement {
  contas: StatementAccount[];
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
/** The currency a school's fees are paid in; a statement that names another is not the school's account. */
const SCHOOL_CURRENCY = 'BRL';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** One line of text a column can hold: entities undone, control characters gone. */
const cleanText = (value: string | undefined) =>
  (value ?? '')
    .replace(/&(amp|lt|gt|quot|apos|nbsp);/g, (_, name: string) => ENTITIES[name]!)
    // eslint-disable-next-line no-control-regex -- removing control characters (a NUL would not even reach the database) is the point
    .replace(/[\u0000-\u001F\u007F-\u009F]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** CDATA sections as the text they hold, its markup escaped so no tag is read inside it. */
const openCdata = (text: string) =>
  text.replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, (_, inner: string) => inner.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;'));

/**
 * An element's text, in SGML (`<TRNAMT>180.00` up to the next tag, on its own line or not) and in
 * XML (`<TRNAMT>180.00</TRNAMT>`) alike; undefined when the element is absent.
 */
function element(block: string, tag: string) {
  let pattern = elementPatterns.get(tag);
  if (!pattern) elementPatterns.set(tag, (pattern = new RegExp(`<${tag}>([^<]*)`, 'i')));
  return pattern.exec(block)?.[1];
}
const elementPatterns = new Map<string, RegExp>();

/** The aggregates `<TAG>…</TAG>` of a text (aggregates close in OFX 1.x too). */
const aggregates = (text: string, tag: string) => Array.from(text.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'gi')), (match) => match[1]!);

/** The payer's name (NAME) and the bank's text (MEMO), where a txid travels, once each. */
function description(transaction: string) {
  const parts = [cleanText(element(transaction, 'NAME')), cleanText(element(transaction, 'MEMO'))].filter(Boolean);
  return [...new Set(parts)].join(' · ').slice(0, 500);
}

/**
 * A TRNAMT in cents: the specification's `1180.00`, and the `1.180,00` or `137,77` some banks write
 * (the last separator is the decimal one). Null when it holds no digit: a balance line such as
 * Caixa's "SALDO DIA" with an amount of blanks moves no money. Undefined when it cannot be read.
 */
function cents(raw: string) {
  const text = raw.replace(/\s+/g, '');
  if (!/\d/.test(text)) return null;
  const decimal = Math.max(text.lastIndexOf('.'), text.lastIndexOf(','));
  const normal = decimal < 0 ? text : `${text.slice(0, decimal).replace(/[.,]/g, '')}.${text.slice(decimal + 1)}`;
  if (!/^[+-]?\d*\.?\d{0,2}$/.test(normal) || !/\d/.test(normal)) return undefined;
  const value = Math.round(Number(normal) * 100);
  return Number.isSafeInteger(value) && Math.abs(value) <= MAX_CREDIT_CENTS ? value : undefined;
}

/** "Saldo anterior", "SALDO DIA": a balance some banks list among the movements, not a credit. */
const isBalanceLine = (transaction: string) => /^saldo\b/i.test(cleanText(element(transaction, 'MEMO') ?? element(transaction, 'NAME')));

/** BANKID / BRANCHID / ACCTID of the statement's BANKACCTFROM, blanks around them dropped. */
function accountOf(statement: string) {
  const [from] = aggregates(statement, 'BANKACCTFROM');
  const conta = [element(from ?? '', 'BANKID'), element(from ?? '', 'BRANCHID'), element(from ?? '', 'ACCTID')]
    .map(cleanText)
    .filter(Boolean)
    .join(' / ');
  if (!conta) throw badRequest(NO_ACCOUNT);
  if (conta.length > MAX_ACCOUNT_LENGTH) throw badRequest(ACCOUNT_TOO_LONG);
  return conta;
}

/**
 * The transactions of a statement's BANKTRANLIST, each from its `<STMTTRN>` to its `</STMTTRN>`, or
 * to the next `<STMTTRN>` where the bank leaves the aggregate open.
 */
function transactionsOf(statement: string) {
  const list = /<BANKTRANLIST>([\s\S]*?)(<\/BANKTRANLIST>|$)/i.exec(statement)?.[1] ?? '';
  return list
    .split(/<STMTTRN>/i)
    .slice(1)
    .map((transaction) => transaction.split(/<\/STMTTRN>/i)[0]!);
}

/** Why a file with no bank account statement cannot be read: the card's, the investments', or none. */
function whyNoStatement(text: string) {
  if (/<CCSTMTRS>/i.test(text)) return CARD_STATEMENT;
  if (/<INVSTMTRS>/i.test(text)) return INVESTMENT_STATEMENT;
  return NO_STATEMENT;
}

/** Transactions read between two turns of the event loop: a few milliseconds of work. */
const TRANSACTIONS_PER_TURN = 100;

/**
 * The credits of every bank account in an OFX file (1.x SGML or 2.x XML, one element per line or
 * several, CDATA or not), read a hundred transactions at a time with a turn of the event loop
 * between them, so a file of thousands holds no other request for long. Balances and debits are not
 * read. A file that holds no bank account statement (a credit card's, investments') is refused with
 * what it is, as are an account in another currency than the real, identifiers longer than the
 * specification's, an amount or date that cannot be read, a credit on a day no payment can have
 * (paymentDateRefusal) and more than MAX_STATEMENT_CREDITS credits.
 */
export async function parseStatement(bytes: Buffer, today: string): Promise<Statement> {
  const text = openCdata(decode(bytes));
  if (!/<OFX>/i.test(text)) throw badRequest(NOT_OFX);
  const statements = aggregates(text, 'STMTRS');
  if (statements.length === 0) throw badRequest(whyNoStatement(text));

  const byAccount = new Map<string, StatementCredit[]>();
  let read = 0;
  let total = 0;
  for (const statement of statements) {
    const currency = cleanText(element(statement.replace(/<STMTTRN>[\s\S]*/i, ''), 'CURDEF')).toUpperCase();
    if (currency && currency !== SCHOOL_CURRENCY) throw badRequest(currencyRefused(currency));
    const conta = accountOf(statement);
    const creditos = byAccount.get(conta) ?? [];
    byAccount.set(conta, creditos);

    for (const transaction of transactionsOf(statement)) {
      if (++read % TRANSACTIONS_PER_TURN === 0) await setImmediate();
      if (isBalanceLine(transaction)) continue;
      const amount = cents(element(transaction, 'TRNAMT') ?? '');
      const posted = cleanText(element(transaction, 'DTPOSTED'));
      const data = /^(\d{4})(\d{2})(\d{2})/.exec(posted)?.slice(1).join('-');
      if (amount === undefined) throw badRequest(creditAmountUnreadable(cleanText(element(transaction, 'TRNAMT')), data && isRealDate(data) ? data : null));
      if (amount === null || amount <= 0) continue;
      if (!data || !isRealDate(data)) throw badRequest(creditDateUnreadable(posted));
      const fitid = cleanText(element(transaction, 'FITID'));
      if (!fitid) throw badRequest(NO_FITID);
      if (fitid.length > MAX_FITID_LENGTH) throw badRequest(FITID_TOO_LONG);
      const refusal = paymentDateRefusal(data, today);
      if (refusal) throw badRequest(creditDateRefused(data, refusal));
      if (++total > MAX_STATEMENT_CREDITS) throw badRequest(TOO_MANY_CREDITS);
      creditos.push({ fitid, data, valor: fromCents(amount), descricao: description(transaction) });
    }
  }
  return { contas: Array.from(byAccount, ([conta, creditos]) => ({ conta, creditos })) };
}
