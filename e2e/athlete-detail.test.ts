import { generateCpf } from '@brazilian-utils/brazilian-utils';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Athlete } from '../src/domain/athletes';
import { expectNoSeriousA11yViolations } from './support/axe';
import { launchBrowser, newPage, PHONE } from './support/browser';
import { linkChild } from './support/family';
import { apiRequest, apiSession, registerAccount, registerApprovedAccount, signInPage } from './support/session';
import { startServer, type RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;
let page: Page;
let token: string;
let family: Awaited<ReturnType<typeof registerAccount>>;
let athlete: Athlete;

const createAthlete = (nomeCompleto: string, responsavelCpf = generateCpf()) =>
  apiRequest<Athlete>(
    server.baseURL,
    token,
    'POST',
    '/api/athletes',
    {
      nomeCompleto,
      dataNascimento: '2014-03-10',
      sexo: 'M',
      cpf: generateCpf(),
      telefone: '11987650000',
      responsavelNome: 'Carla Souza Lima',
      responsavelCpf,
      responsavelTelefone: '11987651111',
      responsavelParentesco: 'mae',
      consentimentoLgpd: true,
    },
    201,
  );

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const admin = await registerAccount(server.baseURL);
  token = await apiSession(server.baseURL, admin.email, admin.senha);
  family = await registerAccount(server.baseURL, 'cliente');
  athlete = await createAthlete('Rafael Souza Lima', family.cpf);
  await linkChild(server.baseURL, token, { email: family.email, token: await apiSession(server.baseURL, family.email, family.senha) }, athlete.id);
  page = await newPage(browser, server.baseURL);
  await signInPage(page, server.baseURL, admin.email, admin.senha);
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

/** Waits for the toast with this exact text, then closes it so that the next check sees a new one. */
async function expectToast(on: Page, text: string) {
  const toast = on.getByRole('listitem').filter({ has: on.getByText(text, { exact: true }) });
  await toast.waitFor();
  await toast.getByRole('button', { name: 'Fechar' }).click();
  await toast.waitFor({ state: 'detached' });
}

/** A 640×480 PNG, red with a blue band, drawn by the browser. */
async function pngFixture(): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 480;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#cc0000';
    context.fillRect(0, 0, 640, 480);
    context.fillStyle = '#0000cc';
    context.fillRect(0, 200, 640, 80);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

test('an administrador crops a photo, edits, inactivates and reactivates an athlete on /atletas/:id/editar', async () => {
  await page.goto(`/atletas/${athlete.id}/editar`);
  await page.getByRole('heading', { level: 1, name: 'Rafael Souza Lima' }).waitFor();
  await page.locator('p').filter({ hasText: `${athlete.idade} anos` }).getByText('Masculino').waitFor();
  await expectNoSeriousA11yViolations(page, '/atletas/:id/editar');

  // Photo: a file that is not an image is refused, an image goes through the cropper.
  await page.getByRole('button', { name: 'Adicionar foto do atleta' }).click();
  const photoDialog = page.getByRole('dialog', { name: 'Foto do Atleta' });
  const fileInput = photoDialog.locator('input[type=file]');
  await fileInput.setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('não é imagem') });
  await photoDialog.getByText('Por favor, selecione uma imagem válida.').waitFor();
  await fileInput.setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: await pngFixture() });
  const cropper = page.getByRole('dialog', { name: 'Recortar Foto do Atleta' });
  const confirm = cropper.getByRole('button', { name: 'Confirmar' });
  await cropper.getByRole('img', { name: 'Foto escolhida para recorte' }).waitFor();
  await expect.poll(() => confirm.isEnabled()).toBe(true);
  await expectNoSeriousA11yViolations(page, 'Recortar Foto do Atleta');
  await confirm.click();
  await expectToast(page, 'Atleta atualizado com sucesso!');
  await cropper.waitFor({ state: 'detached' });
  await photoDialog.waitFor({ state: 'detached' });

  // The stored photo is the 300×300 crop clipped to a circle: white corners, and inside the
  // circle the red top and the blue band of the image's centred 80% square.
  const avatar = page.getByRole('button', { name: 'Alterar foto do atleta' }).locator('img');
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(300);
  const [corner, top, band] = await avatar.evaluate((img: HTMLImageElement) => {
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(img, 0, 0);
    return [[2, 2], [150, 60], [150, 150]].map(([x, y]) => Array.from(context.getImageData(x!, y!, 1, 1).data.slice(0, 3)));
  });
  expect(corner!.every((channel) => channel > 240)).toBe(true);
  expect(top![0]).toBeGreaterThan(150);
  expect(top![2]).toBeLessThan(80);
  expect(band![0]).toBeLessThan(80);
  expect(band![2]).toBeGreaterThan(150);

  // Dados Pessoais: the schema's message, then a saved change.
  const name = page.getByLabel('Nome completo');
  await name.fill('');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await page.getByText('Nome completo é obrigatório').waitFor();
  await name.fill('Rafael Souza Lima');
  await page.getByLabel('Alergias').fill('Amendoim');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expectToast(page, 'Atleta atualizado com sucesso!');
  const saved = await apiRequest<Athlete>(server.baseURL, token, 'GET', `/api/athletes/${athlete.id}`);
  expect(saved.alergias).toBe('Amendoim');
  expect(saved.fotoUrl).not.toBeNull();

  // Inactivation, confirmed, cannot be undone: the form is disabled under the banner.
  await page.getByRole('button', { name: 'Inativar' }).click();
  const confirmOff = page.getByRole('alertdialog', { name: 'Inativar Atleta' });
  await confirmOff.getByText(/cancel.*Esta ação não pode ser desfeita\./).waitFor();
  await confirmOff.getByRole('button', { name: 'Inativar' }).click();
  await expectToast(page, 'Atleta inativado com sucesso! 0 matrículas e 0 parcelas foram canceladas.');
  await page.getByText('Este atleta está inativo. Não é possível editar suas informações.').waitFor();
  expect(await page.getByLabel('Nome completo').isDisabled()).toBe(true);
  expect(await page.getByRole('button', { name: 'Salvar' }).isDisabled()).toBe(true);
  expect(await page.getByRole('button', { name: /foto do atleta/ }).count()).toBe(0);
  await expectNoSeriousA11yViolations(page, '/atletas/:id/editar inativo');

  await page.getByRole('button', { name: 'Reativar' }).click();
  const confirmOn = page.getByRole('alertdialog', { name: 'Reativar Atleta' });
  await confirmOn.getByText('Tem certeza que deseja reativar o atleta Rafael Souza Lima?').waitFor();
  await confirmOn.getByRole('button', { name: 'Reativar' }).click();
  await expectToast(page, 'Atleta reativado com sucesso!');
  await page.getByRole('button', { name: 'Inativar' }).waitFor();
  expect(await page.getByText('Este atleta está inativo. Não é possível editar suas informações.').count()).toBe(0);
  expect(await page.getByLabel('Nome completo').isEnabled()).toBe(true);

  await page.getByRole('tab', { name: 'Matrículas' }).click();
  await page.getByText('Nenhuma matrícula encontrada').waitFor();
  await page.getByText('Este atleta ainda não possui matrículas registradas.').waitFor();

  // Removing the photo brings the initials back.
  await page.getByRole('button', { name: 'Alterar foto do atleta' }).click();
  await page.getByRole('dialog', { name: 'Foto do Atleta' }).getByRole('button', { name: 'Remover Foto' }).click();
  await expectToast(page, 'Atleta atualizado com sucesso!');
  await page.getByRole('button', { name: 'Adicionar foto do atleta' }).getByText('RL').waitFor();

  await page.getByRole('link', { name: 'Voltar' }).click();
  await page.waitForURL('**/atletas');
});

test('the profile page shows the athlete and toggles between view and edit modes', async () => {
  await page.goto(`/atletas/${athlete.id}`);
  await page.getByRole('heading', { level: 1, name: 'Perfil do Atleta' }).waitFor();
  for (const section of ['Informações Pessoais', 'Informações de Saúde', 'Responsável', 'Informações do Sistema']) {
    await page.getByRole('heading', { level: 2, name: section }).waitFor();
  }
  await page.getByText('Amendoim').waitFor();
  await page.getByText('Mãe', { exact: true }).first().waitFor();
  const cadastro = await page.getByText('Data de Cadastro').locator('xpath=following-sibling::dd').textContent();
  expect(cadastro).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  await expectNoSeriousA11yViolations(page, '/atletas/:id');

  await page.getByRole('button', { name: 'Editar' }).click();
  await page.getByLabel('Nome completo').waitFor();
  expect(await page.getByRole('button', { name: 'Editar' }).count()).toBe(0);
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await page.getByRole('button', { name: 'Editar' }).waitFor();
  expect(await page.getByLabel('Nome completo').count()).toBe(0);

  await page.getByRole('button', { name: 'Editar' }).click();
  await page.getByLabel('Telefone', { exact: true }).fill('');
  await page.getByLabel('Telefone', { exact: true }).pressSequentially('11912345678');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expectToast(page, 'Atleta atualizado com sucesso!');
  await page.getByText('(11) 91234-5678').waitFor();
  await page.getByRole('button', { name: 'Editar' }).waitFor();
});

test('an unknown athlete shows "Atleta não encontrado" on both pages', async () => {
  await page.goto('/atletas/999999');
  await page.getByRole('heading', { name: 'Atleta não encontrado' }).waitFor();
  await page.getByText('O atleta solicitado não foi encontrado ou não existe.').waitFor();
  expect(await page.getByRole('link', { name: 'Voltar' }).getAttribute('href')).toBe('/atletas-view');
  await expectNoSeriousA11yViolations(page, '/atletas/999999');

  await page.goto('/atletas/abc/editar');
  await page.getByRole('heading', { name: 'Atleta não encontrado' }).waitFor();
});

test('a family sees its athlete read-only and no other athlete; a professor may edit', async () => {
  const other = await createAthlete('Bruno Teixeira Alves');
  const phone = await newPage(browser, server.baseURL, PHONE);
  await signInPage(phone, server.baseURL, family.email, family.senha);

  await phone.goto(`/atletas/${athlete.id}/editar`);
  await phone.getByRole('heading', { level: 1, name: 'Rafael Souza Lima' }).waitFor();
  await phone.getByLabel('Nome completo').waitFor();
  expect(await phone.getByLabel('Nome completo').isDisabled()).toBe(true);
  for (const name of ['Salvar', 'Inativar', 'Adicionar foto do atleta']) {
    expect(await phone.getByRole('button', { name }).count(), name).toBe(0);
  }
  await phone.getByRole('tab', { name: 'Matrículas' }).click();
  await phone.getByText('Nenhuma matrícula encontrada').waitFor();

  await phone.goto(`/atletas/${athlete.id}`);
  await phone.getByRole('heading', { level: 1, name: 'Perfil do Atleta' }).waitFor();
  expect(await phone.getByRole('button', { name: 'Editar' }).count()).toBe(0);

  await phone.goto(`/atletas/${other.id}/editar`);
  await phone.getByRole('heading', { name: 'Atleta não encontrado' }).waitFor();
  await phone.context().close();

  const professor = await registerApprovedAccount(server.baseURL, 'professor', token);
  const teacher = await newPage(browser, server.baseURL);
  await signInPage(teacher, server.baseURL, professor.email, professor.senha);
  await teacher.goto(`/atletas/${other.id}/editar`);
  await teacher.getByRole('heading', { level: 1, name: 'Bruno Teixeira Alves' }).waitFor();
  await teacher.getByRole('button', { name: 'Inativar' }).waitFor();
  await teacher.getByRole('button', { name: 'Salvar' }).waitFor();
  await teacher.getByRole('button', { name: 'Adicionar foto do atleta' }).waitFor();
  await teacher.context().close();
});
