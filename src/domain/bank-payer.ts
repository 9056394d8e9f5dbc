/**
 * Who paid a bank credit, as its description tells (docs/pix.md "Conciliação bancária"): banks write
 * the payer's name, often cut short ("Pix - Recebido 05/03 LOHRANA DUA"), and sometimes the CPF,
 * whole or masked ("***.456.789-**"), or the CNPJ of a company. Reconciliation compares it with the
 * guardians' names and CPFs to pick the family, and refuses to take a company's or an investment's
 * credit for a fee.
 */

/** Words of a name that say nothing about whose it is. */
const CONNECTORS = new Set(['da', 'de', 'do', 'das', 'dos', 'e', 'd']);

/** The regular expression the server's SQL uses to drop the same connectors from a guardian's name. */
export const NAME_CONNECTORS_PATTERN = `\\m(${[...CONNECTORS].join('|')})\\M`;

/** Lower case, without accents, letters only, connectors dropped, one space between words. */
export function nameWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .split(' ')
    .filter((word) => word !== '' && !CONNECTORS.has(word));
}

/** Words that mark a credit as not a family's fee: a company, a refund, an investment's yield or redemption. */
const NOT_A_FEE = /\b(ltda|eireli|epp|s\.?\/?a\.?|cnpj|estorno|devolu[cç][aã]o|reembolso|rendimentos?|rent|resgate|aplica[cç][aã]o)\b/i;
const CNPJ = /\d{2}\.?\d{3}\.?\d{3}\/?\d{4}-?\d{2}/;
const CPF = /(?<![\d/])(\d{3})\.?(\d{3})\.?(\d{3})-?(\d{2})(?![\d/])/g;
const MASKED_CPF = /\*{3}\.?(\d{3})\.?(\d{3})-?\*{2}/g;

export interface Payer {
  /** The description's words, as nameWords makes them, between spaces: ' pix recebido lohrana dua '. */
  texto: string;
  /** Whole CPFs (11 digits). */
  cpfs: string[];
  /** Masked CPFs: the six middle digits a bank shows (4th to 9th). */
  cpfsParciais: string[];
  /** A company (CNPJ, LTDA), a refund or an investment: never proposed as a fee by its amount alone. */
  naoMensalidade: boolean;
}

export function payerOf(descricao: string): Payer {
  const withoutCnpj = descricao.replace(new RegExp(CNPJ.source, 'g'), ' ');
  return {
    texto: ` ${nameWords(descricao).join(' ')} `,
    cpfs: [...withoutCnpj.matchAll(CPF)].map((match) => match.slice(1, 5).join('')),
    cpfsParciais: [...descricao.matchAll(MASKED_CPF)].map((match) => `${match[1]}${match[2]}`),
    naoMensalidade: CNPJ.test(descricao) || NOT_A_FEE.test(descricao),
  };
}
