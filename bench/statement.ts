import type pg from 'pg';

/**
 * "The reconciliation proposals of a 500-line statement": an OFX statement of the school's account
 * with 500 PIX credits, each of an open instalment's amount on its due date (as the families pay),
 * with the payer's name. Its FITIDs are fixed, so importing it again on a later run adds nothing.
 */
export const STATEMENT_LINES = 500;

const ofxDate = (date: string) => `${date.replaceAll('-', '')}120000[-3:BRT]`;

export async function benchStatement(client: pg.Client, today: string): Promise<string> {
  const { rows } = await client.query<{ id: number; valor: string; data: string; nome: string }>(
    `select mp.id, mp.valor::text as valor, mp.data_vencimento::text as data, a.nome_completo as nome
       from monthly_payments mp
       join enrollments e on e.id = mp.enrollment_id
       join athletes a on a.id = e.athlete_id
      where mp.status = 'pendente' and mp.data_vencimento <= $1::date
      order by mp.data_vencimento desc, mp.id
      limit $2`,
    [today, STATEMENT_LINES],
  );
  const credits = rows.map(
    (r) =>
      `<STMTTRN>\n<TRNTYPE>CREDIT\n<DTPOSTED>${ofxDate(r.data)}\n<TRNAMT>${r.valor}\n<FITID>BENCH${r.id}\n` +
      `<NAME>Pix - Recebido\n<MEMO>${r.nome.normalize('NFD').replace(/[\u0300-\u036f]/g, '')}\n</STMTTRN>`,
  );
  const dates = rows.map((r) => r.data).sort();
  return [
    'OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\nSECURITY:NONE\nENCODING:USASCII\nCHARSET:1252\nCOMPRESSION:NONE\nOLDFILEUID:NONE\nNEWFILEUID:NONE\n',
    '<OFX>\n<BANKMSGSRSV1>\n<STMTTRNRS>\n<TRNUID>1\n<STATUS>\n<CODE>0\n<SEVERITY>INFO\n</STATUS>\n<STMTRS>\n<CURDEF>BRL',
    '<BANKACCTFROM>\n<BANKID>1\n<BRANCHID>3174-2\n<ACCTID>99999-0\n<ACCTTYPE>CHECKING\n</BANKACCTFROM>',
    `<BANKTRANLIST>\n<DTSTART>${ofxDate(dates[0] ?? today)}\n<DTEND>${ofxDate(today)}`,
    ...credits,
    '</BANKTRANLIST>\n</STMTRS>\n</STMTTRNRS>\n</BANKMSGSRSV1>\n</OFX>\n',
  ].join('\n');
}
