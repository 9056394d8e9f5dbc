import { describe, expect, test } from 'vitest';
import { nameWords, payerOf } from './bank-payer';

describe('payerOf: who a bank credit’s description says paid it', () => {
  test('the words of a name, accents, case and connectors dropped', () => {
    expect(nameWords('Pix - Recebido 05/03 LOHRANA DUA')).toEqual(['pix', 'recebido', 'lohrana', 'dua']);
    expect(payerOf('Transfe Pix Rem: Maria da Conceição').texto).toBe(' transfe pix rem maria conceicao ');
  });

  test('a whole CPF, formatted or not, and the six digits a bank leaves of a masked one', () => {
    expect(payerOf('Pix recebido CPF 529.982.247-25').cpfs).toEqual(['52998224725']);
    expect(payerOf('PIX 52998224725 JOANA').cpfs).toEqual(['52998224725']);
    expect(payerOf('Transfe Pix Rem: ***.982.247-** 09/03').cpfsParciais).toEqual(['982247']);
    expect(payerOf('PIX RECEBIDO').cpfs).toEqual([]);
  });

  test('a company, a refund or an investment is not a family’s fee; a CNPJ is not read as a CPF', () => {
    const company = payerOf('TED RECEBIDA ACME COMERCIO LTDA 12.345.678/0001-90');
    expect(company).toMatchObject({ naoMensalidade: true, cpfs: [] });
    for (const memo of ['ESTORNO PIX', 'Devolução Pix', 'Rent.inv.facil', 'RESGATE CDB', 'Reembolso Acme S/A']) expect(payerOf(memo).naoMensalidade).toBe(true);
    expect(payerOf('Pix - Recebido LOHRANA DUA').naoMensalidade).toBe(false);
  });
});
