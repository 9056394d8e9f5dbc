import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AttendanceStatus } from '@domain/attendance';
import { INVALID_FORMAT, INVALID_MONTH } from '@domain/attendance-list';
import { ALL_STAFF } from '@domain/roles';
import { attendanceMarks, trainingSessions } from '../../db/schema/index';
import { readXlsx } from '../../http/xlsx';
import { makeAthlete, makeCompany, makeEnrollment, makeTeam, makeUnit, signedIn } from '../../test/factories';
import { hasPdffonts, pdfFonts, PLANTEL_PDF_FONTS } from '../../test/pdf-fonts';
import { pdfText } from '../../test/pdf-text';
import { expectRefusals } from '../../test/refusals';
import { createTestApp, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signedIn>>;
let unitId: number;
let teamId: number;

/**
 * Futsal Sub-11 trains on Mondays, Wednesdays and Fridays: thirteen sessions in November 2026
 * (2, 4, 6, 9, 11, 13, 16, 18, 20, 23, 25, 27 and 30), the one of 18/11 cancelled for rain.
 */
const NOVEMBER = ['02', '04', '06', '09', '11', '13', '16', '18', '20', '23', '25', '27', '30'].map((d) => `2026-11-${d}`);

/** A session's row and its marks, as the Chamada stores them. */
async function session(data: string, marks: [number, AttendanceStatus][], cancelled?: string) {
  const [row] = await ctx.db
    .insert(trainingSessions)
    .values({ teamId, data, ...(cancelled && { canceladaEm: new Date(), motivoCancelamento: cancelled }) })
    .returning();
  if (marks.length) await ctx.db.insert(attendanceMarks).values(marks.map(([athleteId, status]) => ({ sessionId: row!.id, athleteId, status })));
}

const people: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signedIn(ctx.db, 'administrador');
  const company = await makeCompany(ctx.db, { nomeFantasia: 'Escola Bola na Rede', razaoSocial: 'Bola na Rede Esportes Ltda', cnpj: '11222333000181' });
  unitId = (await makeUnit(ctx.db, company!.id, { nome: 'Unidade Tatuapé' }))!.id;
  teamId = (await makeTeam(ctx.db, unitId, { nome: 'Futsal Sub-11', modalidade: 'Futsal', diasSemana: ['segunda', 'quarta', 'sexta'], professorNome: 'Carlos Eduardo Santos' }))!.id;
  const otherTeam = (await makeTeam(ctx.db, unitId, { nome: 'Vôlei Sub-15' }))!.id;

  const athlete = async (key: string, nomeCompleto: string, dataNascimento: string, sexo: 'M' | 'F', enrolment: Parameters<typeof makeEnrollment>[3], team = teamId) => {
    const row = await makeAthlete(ctx.db, { nomeCompleto, dataNascimento, sexo });
    await makeEnrollment(ctx.db, row!.id, team, enrolment);
    people[key] = row!.id;
  };
  // 11 on 30/11 (Sub-11), 9 (Sub-9), 14 (Sub-15), 12 (Sub-13).
  await athlete('ana', 'Ana Beatriz Souza', '2015-03-10', 'F', { dataMatricula: '2026-01-10' });
  await athlete('bruno', 'Bruno Henrique Lima', '2016-12-01', 'M', { dataMatricula: '2026-02-01' });
  await athlete('carla', 'Carla Mendes Rocha', '2012-05-05', 'F', { dataMatricula: '2026-11-10' });
  await athlete('eduardo', 'Eduardo Nunes Prado', '2014-01-01', 'M', { dataMatricula: '2025-03-01', status: 'inativa', dataInativacao: '2026-11-05' });
  // Not in the team in November: enrolled after it, gone before it, in another team.
  await athlete('late', 'Diego Tardio Alves', '2015-06-06', 'M', { dataMatricula: '2026-12-01' });
  await athlete('gone', 'Gustavo Saiu Antes', '2015-06-06', 'M', { dataMatricula: '2025-03-01', status: 'inativa', dataInativacao: '2026-10-31' });
  await athlete('other', 'Olívia Outra Turma', '2011-06-06', 'F', { dataMatricula: '2026-01-10' }, otherTeam);

  const { ana, bruno, carla, eduardo } = people as Record<'ana' | 'bruno' | 'carla' | 'eduardo', number>;
  await session('2026-11-02', [[ana, 'presente'], [bruno, 'falta'], [eduardo, 'presente']]);
  await session('2026-11-04', [[ana, 'presente'], [bruno, 'presente'], [eduardo, 'presente']]);
  await session('2026-11-06', [[ana, 'falta']]);
  await session('2026-11-09', [[ana, 'justificada']]);
  await session('2026-11-11', [[ana, 'presente'], [carla, 'presente']]);
  // Marked, then cancelled: the marks of a session that did not happen count for nothing.
  await session('2026-11-18', [[ana, 'presente'], [bruno, 'presente']], 'Chuva forte');
});
afterAll(() => ctx.close());

const list = (query: string, headers = admin.headers, id = teamId) =>
  ctx.app.inject({ method: 'GET', url: `/api/teams/${id}/attendance-list?${query}`, headers });

describe('GET /api/teams/:id/attendance-list', () => {
  test('401 without a session, 403 for a family; every staff role downloads it', async () => {
    await expectRefusals(ctx, { method: 'GET', url: `/api/teams/${teamId}/attendance-list?mes=2026-11` }, ALL_STAFF);
    for (const role of ['professor', 'assistente'] as const) {
      const res = await list('mes=2026-11', (await signedIn(ctx.db, role)).headers);
      expect(res.statusCode, role).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
    }
  });

  test('an unknown team is a 404 in Portuguese; a bad month or format is a 400', async () => {
    const unknown = await list('mes=2026-11', admin.headers, 999999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Turma não encontrada' });
    for (const mes of ['', '2026-13', '2026-1', 'novembro', '1999-11']) {
      const res = await list(`mes=${mes}`);
      expect(res.statusCode, mes).toBe(400);
      expect(res.json(), mes).toEqual({ message: INVALID_MONTH, errors: { mes: INVALID_MONTH } });
    }
    expect((await list('formato=pdf')).json()).toEqual({ message: INVALID_MONTH, errors: { mes: INVALID_MONTH } });
    const format = await list('mes=2026-11&formato=docx');
    expect(format.statusCode).toBe(400);
    expect(format.json()).toEqual({ message: INVALID_FORMAT, errors: { formato: INVALID_FORMAT } });
  });

  test('the PDF opens and carries the header, the athletes, the session dates, the marks and the totals', async () => {
    const res = await list('mes=2026-11&formato=pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="lista-de-presenca_futsal-sub-11_2026-11.pdf"');

    const text = await pdfText(res.rawPayload);
    for (const expected of [
      'Lista de presença',
      'Mês: novembro de 2026',
      'Escola: Escola Bola na Rede (Bola na Rede Esportes Ltda · CNPJ 11.222.333/0001-81)',
      'Unidade: Unidade Tatuapé',
      'Turma: Futsal Sub-11',
      'Professor: Carlos Eduardo Santos',
      // Every session of the month is a column, in order, the cancelled one marked.
      'Assinatura do responsável pelo projeto',
      'Beneficiários por faixa etária e sexo',
      'Treinos cancelados: 18/11/2026 (Chuva forte).',
    ]) {
      expect(text).toContain(expected);
    }
    // The grid's titles: the thirteen dates, each over its weekday or "Cancelado".
    const dates = NOVEMBER.map((d) => `${d.slice(8)}/11 ${d === '2026-11-18' ? 'Cancelado' : ''}`);
    expect(text.replace(/\s*(seg|qua|sex)\s*/g, ' ')).toContain(dates.join(' ').replace(/\s+/g, ' ').trim());

    // One row per athlete, alphabetical: number, name, birth date, sex, the marks (– outside the enrolment), P F J and rate.
    const row = (n: number, name: string, born: string, sex: string, marks: string, totals: string) => `${n} ${name} ${born} ${sex} ${marks} ${totals}`.replace(/\s+/g, ' ');
    expect(text).toContain(row(1, 'Ana Beatriz Souza', '10/03/2015', 'F', 'P P F J P', '3 1 1 60%'));
    expect(text).toContain(row(2, 'Bruno Henrique Lima', '01/12/2016', 'M', 'F P', '1 1 0 50%'));
    // Enrolled on 10/11: the sessions before are not hers.
    expect(text).toContain(row(3, 'Carla Mendes Rocha', '05/05/2012', 'F', '– – – – P', '1 0 0 100%'));
    // Left on 05/11: marked on the 2nd and 4th, then no longer in the team.
    expect(text).toContain(row(4, 'Eduardo Nunes Prado', '01/01/2014', 'M', `P P ${Array(10).fill('–').join(' ')}`, '2 0 0 100%'));
    // The columns' counts: 02/11 had two presences and one absence; the cancelled 18/11 counts nothing,
    // and the sessions without a roll (13/11 on) are left blank.
    expect(text).toContain('Presenças (P) 2 3 0 0 2 7');
    expect(text).toContain('Faltas (F) 1 0 1 0 0 2');
    expect(text).toContain('Faltas justificadas (J) 0 0 0 1 0 1');
    expect(text).toContain('Frequência do treino 66,7 100 0 0 100 — — — — — — — 70%');

    for (const absent of ['Diego Tardio Alves', 'Gustavo Saiu Antes', 'Olívia Outra Turma']) expect(text).not.toContain(absent);
  });

  test('the summary counts the beneficiaries by age band and sex', async () => {
    const text = await pdfText((await list('mes=2026-11')).rawPayload);
    expect(text).toContain(
      [
        'Faixa etária Masculino Feminino Total',
        'Sub-9 (8 e 9 anos) 1 0 1',
        'Sub-11 (10 e 11 anos) 0 1 1',
        'Sub-13 (12 e 13 anos) 1 0 1',
        'Sub-15 (14 e 15 anos) 0 1 1',
        'Total 2 2 4',
        'Idade em 30/11/2026.',
      ].join(' '),
    );
  });

  test('the XLSX read back has the header, the grid, the cancelled column and the summary', async () => {
    const res = await list('mes=2026-11&formato=xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe('attachment; filename="lista-de-presenca_futsal-sub-11_2026-11.xlsx"');

    const workbook = await readXlsx(res.rawPayload);
    const sheet = workbook.getWorksheet('Lista de presença')!;
    // Every row as wide as the sheet, an empty cell as null, a date as yyyy-MM-dd.
    const rows: unknown[][] = [];
    for (let n = 1; n <= sheet.rowCount; n++) {
      const row = sheet.getRow(n);
      rows.push(Array.from({ length: sheet.columnCount }, (_, i) => {
        const value = row.getCell(i + 1).value;
        return value instanceof Date ? value.toISOString().slice(0, 10) : (value ?? null);
      }));
    }
    const find = (first: unknown, column = 1) => rows.find((r) => r?.[column] === first)!;

    expect(rows[0]![0]).toBe('Lista de presença — novembro de 2026');
    expect(find('Turma')[2]).toBe('Futsal Sub-11 · Futsal · Sub-11');
    expect(find('Professor')[2]).toBe('Carlos Eduardo Santos');

    const header = find('Atleta');
    expect(header).toEqual(['Nº', 'Atleta', 'Nascimento', 'Sexo', ...NOVEMBER.map((d) => `${d.slice(8)}/11`), 'P', 'F', 'J', 'Frequência']);
    const under = rows[rows.indexOf(header) + 1]!;
    expect(under.slice(4, 17)).toEqual(['seg', 'qua', 'sex', 'seg', 'qua', 'sex', 'seg', 'Cancelado', 'sex', 'seg', 'qua', 'sex', 'seg']);

    const blanks = (n: number) => Array<null>(n).fill(null);
    expect(find('Ana Beatriz Souza')).toEqual([1, 'Ana Beatriz Souza', '2015-03-10', 'F', 'P', 'P', 'F', 'J', 'P', ...blanks(8), 3, 1, 1, 0.6]);
    expect(find('Bruno Henrique Lima')).toEqual([2, 'Bruno Henrique Lima', '2016-12-01', 'M', 'F', 'P', ...blanks(11), 1, 1, 0, 0.5]);
    expect(find('Carla Mendes Rocha').slice(4, 9)).toEqual(['–', '–', '–', '–', 'P']);
    // The cancelled session's cell is empty, whoever was in the team.
    expect(find('Eduardo Nunes Prado').slice(4, 17)).toEqual(['P', 'P', '–', '–', '–', '–', '–', null, '–', '–', '–', '–', '–']);
    for (const absent of ['Diego Tardio Alves', 'Gustavo Saiu Antes', 'Olívia Outra Turma']) expect(find(absent)).toBeUndefined();

    expect(find('Presenças (P)').slice(4)).toEqual([2, 3, 0, 0, 2, ...blanks(8), 7, null, null, null]);
    expect(find('Frequência do treino')[4]).toBeCloseTo(0.667, 3);
    expect(find('Frequência do treino')[20]).toBe(0.7);

    expect(find('Faixa etária').slice(0, 5)).toEqual([null, 'Faixa etária', 'Masculino', 'Feminino', 'Total']);
    expect(find('Sub-9 (8 e 9 anos)').slice(1, 5)).toEqual(['Sub-9 (8 e 9 anos)', 1, 0, 1]);
    expect(find('Total').slice(1, 5)).toEqual(['Total', 2, 2, 4]);
    expect(rows.some((r) => String(r?.[1] ?? '').startsWith('Assinatura do responsável pelo projeto'))).toBe(true);
  });

  test('a month without marks is a blank list to fill by hand; a team of many athletes flows onto more pages, each with the header', async () => {
    const big = (await makeTeam(ctx.db, unitId, { nome: 'Escolinha Sub-9', diasSemana: ['segunda', 'quarta', 'sexta'] }))!.id;
    const names: string[] = [];
    for (let i = 1; i <= 45; i++) {
      const nomeCompleto = `Atleta Número ${String(i).padStart(2, '0')} da Silva`;
      names.push(nomeCompleto);
      const row = await makeAthlete(ctx.db, { nomeCompleto, dataNascimento: '2017-04-04', sexo: i % 2 ? 'M' : 'F' });
      await makeEnrollment(ctx.db, row!.id, big, { dataMatricula: '2026-01-10' });
    }
    const res = await list('mes=2026-12', admin.headers, big);
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    for (const name of names) expect(text).toContain(`${name} 04/04/2017`);
    // No roll taken yet: no mark and no count, the cells left for the pen.
    expect(text).toContain('1 Atleta Número 01 da Silva 04/04/2017 M 2 Atleta Número 02 da Silva 04/04/2017 F 3 ');
    expect(text).toContain('Presenças (P) Faltas (F) Faltas justificadas (J) Frequência do treino');
    expect(text).toContain('Página 1 de 2');
    expect(text).toContain('Página 2 de 2');
    expect(text.match(/Mês: dezembro de 2026/g)).toHaveLength(2);
    expect(text.match(/Nº Atleta Nascimento Sexo/g)).toHaveLength(2);
    expect(text).toContain('Total 23 22 45');
  });

  test('a name outside Latin-1 prints letter for letter, as in the spreadsheet', async () => {
    const team = (await makeTeam(ctx.db, unitId, { nome: 'Handebol Sub-13', professorNome: 'Zoë Đặng' }))!.id;
    const row = await makeAthlete(ctx.db, { nomeCompleto: 'Łucja Nguyễn Şahin', dataNascimento: '2014-02-03', sexo: 'F' });
    await makeEnrollment(ctx.db, row!.id, team, { dataMatricula: '2026-01-10' });
    const res = await list('mes=2026-11', admin.headers, team);
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Professor: Zoë Đặng');
    expect(text).toContain('1 Łucja Nguyễn Şahin 03/02/2014 F');
  });

  test.skipIf(!hasPdffonts)('the list embeds its fonts (pdffonts)', async () => {
    expect(pdfFonts((await list('mes=2026-11')).rawPayload)).toEqual(PLANTEL_PDF_FONTS);
  });
});
