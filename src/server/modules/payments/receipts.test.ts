import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { FAMILY_AND_STAFF } from '@domain/roles';
import { receipts } from '../../db/schema/index';
import { linkGuardian, makeAthlete, makeCompany, makeEnrollment, makeInstalment, makeTeam, makeUnit, signedIn } from '../../test/factories';
import { hasPdffonts, pdfFonts, PLANTEL_PDF_FONTS } from '../../test/pdf-fonts';
import { pdfText } from '../../test/pdf-text';
import { expectRefusals } from '../../test/refusals';
import { createTestApp, type TestContext } from '../../test/test-app';
import { processPayment } from './payments.service';
import { NO_RECEIPT_UNPAID } from './receipts.service';
import { INSTALMENT_NOT_FOUND } from '@domain/messages';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signedIn>>;
let teamId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signedIn(ctx.db, 'administrador', { nome: 'Marta', nomeCompleto: 'Marta Lima' });
  const company = await makeCompany(ctx.db, {
    nomeFantasia: 'Escola Bola na Rede',
    razaoSocial: 'Bola na Rede Esportes Ltda',
    cnpj: '11222333000181',
    endereco: 'Rua Tuiuti, 1200 - Tatuapé, São Paulo - SP',
    telefone: '1126731234',
    email: 'secretaria@bolanarede.com.br',
  });
  const unitId = (await makeUnit(ctx.db, company!.id, { nome: 'Unidade Tatuapé' }))!.id;
  teamId = (await makeTeam(ctx.db, unitId, { nome: 'Futsal Sub-11' }))!.id;
});
afterAll(() => ctx.close());

const receipt = (id: number, headers = admin.headers) => ctx.app.inject({ method: 'GET', url: `/api/monthly-payments/${id}/receipt`, headers });

/** The third instalment (R$ 180,00, due 10/03/2026) of a fresh athlete (Lucas Pereira Gomes unless named) whose guardian on record is Ana Pereira. */
async function instalment(nomeCompleto = 'Lucas Pereira Gomes') {
  const athlete = await makeAthlete(ctx.db, { nomeCompleto, responsavelNome: 'Ana Pereira', responsavelCpf: '52998224725' });
  const enrollment = await makeEnrollment(ctx.db, athlete!.id, teamId);
  const row = await makeInstalment(ctx.db, enrollment!.id, { numeroMensalidade: 3, valor: '180.00', dataVencimento: '2026-03-10' });
  return { athleteId: athlete!.id, id: row!.id };
}

/** Paid through the API, as a secretary does: R$ 30,00 off, by debit card, on 08/03/2026, confirmed by Marta Lima. */
async function paidInstalment(nomeCompleto?: string) {
  const created = await instalment(nomeCompleto);
  const paid = await ctx.app.inject({
    method: 'PATCH',
    url: `/api/monthly-payments/${created.id}/process`,
    payload: { dataPagamento: '2026-03-08', metodoPagamento: 'cartao_debito', valorDesconto: '30.00', observacoes: '' },
    headers: admin.headers,
  });
  expect(paid.statusCode).toBe(200);
  return created;
}

/** The instalment's receipt number as printed: its latest receipt's place in the school's sequence. */
async function numberOf(id: number) {
  const [latest] = await ctx.db.select({ numero: receipts.numero }).from(receipts).where(eq(receipts.monthlyPaymentId, id)).orderBy(desc(receipts.id)).limit(1);
  return String(latest!.numero).padStart(6, '0');
}

describe('GET /api/monthly-payments/:id/receipt', () => {
  test('401 without a session, 403 for the roles that do not see instalments', async () => {
    const { id } = await paidInstalment();
    await expectRefusals(ctx, { method: 'GET', url: `/api/monthly-payments/${id}/receipt` }, FAMILY_AND_STAFF);
  });

  test('a paid instalment: a PDF named by its receipt number, carrying every figure of the payment', async () => {
    const { id } = await paidInstalment();
    const res = await receipt(id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const numero = await numberOf(id);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="recibo-${numero}.pdf"`);

    const text = await pdfText(res.rawPayload);
    for (const expected of [
      'Recibo',
      `Nº ${numero}`,
      'Escola Bola na Rede',
      'Bola na Rede Esportes Ltda',
      'CNPJ 11.222.333/0001-81',
      'Rua Tuiuti, 1200 - Tatuapé, São Paulo - SP',
      '(11) 2673-1234 · secretaria@bolanarede.com.br',
      // The payer's CPF masked as the federal government publishes it: enough to tell two Anas apart.
      'Recebemos de Ana Pereira (CPF ***.982.247-**) a importância de R$ 150,00 (cento e cinquenta reais) referente à mensalidade de março/2026 de Lucas Pereira Gomes',
      'Atleta: Lucas Pereira Gomes',
      'Referência: Mensalidade de março/2026 (parcela 3)',
      'Valor da parcela: R$ 180,00',
      'Desconto: R$ 30,00',
      'Valor pago: R$ 150,00',
      'Forma de pagamento: Cartão de Débito',
      'Data do pagamento: 08/03/2026',
      'Pagamento confirmado por: Marta Lima',
    ]) {
      expect(text).toContain(expected);
    }
    // The full CPF never leaves on a document families forward.
    expect(text).not.toContain('529.982.247-25');
  });

  test('a name outside Latin-1 prints letter for letter', async () => {
    const { id } = await paidInstalment('Łucja Nguyễn Şahin');
    const res = await receipt(id);
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('referente à mensalidade de março/2026 de Łucja Nguyễn Şahin na turma');
    expect(text).toContain('Atleta: Łucja Nguyễn Şahin');
  });

  test.skipIf(!hasPdffonts)('the receipt embeds its fonts (pdffonts)', async () => {
    const res = await receipt((await paidInstalment()).id);
    expect(pdfFonts(res.rawPayload)).toEqual(PLANTEL_PDF_FONTS);
  });

  test('the same receipt, same number, every time it is downloaded', async () => {
    const { id } = await paidInstalment();
    const [first, second] = [await receipt(id), await receipt(id)];
    expect(first.headers['content-disposition']).toBe(second.headers['content-disposition']);
    expect(await pdfText(second.rawPayload)).toContain(`Nº ${await numberOf(id)}`);
  });

  test('a professor downloads it too', async () => {
    const { id } = await paidInstalment();
    const professor = await signedIn(ctx.db, 'professor');
    const res = await receipt(id, professor.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
  });

  test("a family downloads their own child's receipt; another family's is a 404", async () => {
    const own = await paidInstalment();
    const other = await paidInstalment();
    const family = await signedIn(ctx.db, 'cliente');
    await linkGuardian(ctx.db, own.athleteId, family.user!.id);

    const mine = await receipt(own.id, family.headers);
    expect(mine.statusCode).toBe(200);
    expect(await pdfText(mine.rawPayload)).toContain('Atleta: Lucas Pereira Gomes');

    const theirs = await receipt(other.id, family.headers);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: INSTALMENT_NOT_FOUND });
  });

  test('an instalment not paid has no receipt (409), and an unknown one is a 404', async () => {
    const { id } = await instalment();
    const res = await receipt(id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: NO_RECEIPT_UNPAID });

    const cancelled = await makeInstalment(ctx.db, (await makeEnrollment(ctx.db, (await makeAthlete(ctx.db))!.id, teamId))!.id, { status: 'cancelado' });
    expect((await receipt(cancelled!.id)).statusCode).toBe(409);

    const unknown = await receipt(999999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: INSTALMENT_NOT_FOUND });
  });

  test('a payment taken before receipts were numbered per school keeps the number it was printed with; its confirmer removed, a dash', async () => {
    const athlete = await makeAthlete(ctx.db);
    const enrollment = await makeEnrollment(ctx.db, athlete!.id, teamId);
    const paid = await makeInstalment(ctx.db, enrollment!.id, {
      status: 'pago',
      dataPagamento: '2025-12-20',
      metodoPagamento: 'pix',
      valorPago: '180.00',
      processedByUserId: null,
    });
    const res = await receipt(paid!.id);
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(`Nº 2025-${String(paid!.id).padStart(6, '0')}`);
    expect(text).toContain('Desconto: R$ 0,00');
    expect(text).toContain('Forma de pagamento: PIX');
    expect(text).toContain('Pagamento confirmado por: —');
  });

  test("the payer reads their whole CPF (a reimbursement asks for it); another guardian of the child reads it masked", async () => {
    const { athleteId, id } = await paidInstalment();
    const payer = await signedIn(ctx.db, 'cliente', { cpf: '52998224725' });
    const otherGuardian = await signedIn(ctx.db, 'cliente', { cpf: '11144477735' });
    await linkGuardian(ctx.db, athleteId, payer.user!.id);
    await linkGuardian(ctx.db, athleteId, otherGuardian.user!.id, { principal: false });

    const own = await pdfText((await receipt(id, payer.headers)).rawPayload);
    expect(own).toContain('Recebemos de Ana Pereira (CPF 529.982.247-25)');
    const other = await pdfText((await receipt(id, otherGuardian.headers)).rawPayload);
    expect(other).toContain('Recebemos de Ana Pereira (CPF ***.982.247-**)');
    expect(other).not.toContain('529.982.247-25');
  });
});

describe('receipt numbers', () => {
  /** A school of its own (a company, a unit, a team) and `count` open instalments of R$ 180,00 in it. */
  async function schoolWith(count: number) {
    const company = await makeCompany(ctx.db);
    const team = await makeTeam(ctx.db, (await makeUnit(ctx.db, company!.id))!.id);
    const ids: number[] = [];
    for (let n = 0; n < count; n++) {
      const enrollment = await makeEnrollment(ctx.db, (await makeAthlete(ctx.db))!.id, team!.id);
      ids.push((await makeInstalment(ctx.db, enrollment!.id, { valor: '180.00', dataVencimento: '2026-03-10' }))!.id);
    }
    return ids;
  }
  const pay = (id: number) =>
    ctx.app.inject({
      method: 'PATCH',
      url: `/api/monthly-payments/${id}/process`,
      payload: { dataPagamento: '2026-03-08', metodoPagamento: 'pix', valorDesconto: '0.00', observacoes: '' },
      headers: admin.headers,
    });
  const padded = (...numbers: number[]) => numbers.map((n) => String(n).padStart(6, '0'));

  test('each school numbers its receipts 1, 2, 3…, without a gap or a repeat, however many payments arrive at once', async () => {
    const [first, second] = [await schoolWith(8), await schoolWith(5)];
    const answers = await Promise.all([...first, ...second].map(pay));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(13).fill(200));

    const numbers = async (ids: number[]) => (await Promise.all(ids.map(numberOf))).sort();
    expect(await numbers(first)).toEqual(padded(1, 2, 3, 4, 5, 6, 7, 8));
    expect(await numbers(second)).toEqual(padded(1, 2, 3, 4, 5));
    const printed = await pdfText((await receipt(second[0]!)).rawPayload);
    expect(printed).toContain(`Nº ${await numberOf(second[0]!)}`);
  });

  test('a payment rolled back gives its number back; one cancelled and taken again gets the next number, which its receipt prints', async () => {
    const [a, b] = await schoolWith(2);
    await pay(a!);
    // The payment's transaction fails after the number was taken (a later step refused): nothing of it stays.
    await expect(
      ctx.db.transaction(async (tx) => {
        await processPayment(tx, null, b!, { dataPagamento: '2026-03-08', metodoPagamento: 'pix', valorDesconto: '0.00', observacoes: null }, '2026-03-08');
        throw new Error('recusado depois');
      }),
    ).rejects.toThrow('recusado depois');
    await pay(b!);
    expect([await numberOf(a!), await numberOf(b!)]).toEqual(padded(1, 2));

    const cancelled = await ctx.app.inject({ method: 'PATCH', url: `/api/monthly-payments/${a}/cancel`, headers: admin.headers });
    expect(cancelled.statusCode).toBe(200);
    expect((await receipt(a!)).statusCode).toBe(409);
    await pay(a!);
    expect(await numberOf(a!)).toBe('000003');
    const res = await receipt(a!);
    expect(res.headers['content-disposition']).toBe('attachment; filename="recibo-000003.pdf"');
    expect(await pdfText(res.rawPayload)).toContain('Nº 000003');
  });
});
