import { formatCpf, generateCpf } from '@brazilian-utils/brazilian-utils';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/axe';
import { launchBrowser, newPage } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { linkChild } from './support/family';
import { apiSession, registerAccount, signInPage } from './support/session';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

/** 1 January ten years ago, in the school's time zone: the athlete is 10 whatever today is. */
function tenYearsAgo() {
  const year = Number(new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'America/Sao_Paulo' }).format(new Date()));
  return `${year - 10}-01-01`;
}

/** Another family's athlete, created through the API by the administrador. */
async function createOtherFamilyAthlete(email: string, senha: string) {
  const login = await fetch(`${server.baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, senha }),
  });
  const { sessionId } = (await login.json()) as { sessionId: string };
  const res = await fetch(`${server.baseURL}/api/athletes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${sessionId}` },
    body: JSON.stringify({
      nomeCompleto: 'Pedro Henrique Souza',
      dataNascimento: '2012-05-20',
      sexo: 'M',
      cpf: generateCpf(),
      telefone: '11912345678',
      responsavelNome: 'Marcos Souza',
      responsavelCpf: generateCpf(),
      responsavelTelefone: '11923456789',
      responsavelParentesco: 'pai',
      consentimentoLgpd: true,
    }),
  });
  expect(res.status).toBe(201);
}

async function search(page: Page, term: string) {
  const box = page.getByRole('searchbox', { name: 'Buscar' });
  await box.fill(term);
}

test('an administrador registers an athlete, finds it by CPF, guardian and header search; the family sees only theirs', async () => {
  const admin = await registerAccount(server.baseURL);
  const family = await registerAccount(server.baseURL, 'cliente');
  await createOtherFamilyAthlete(admin.email, admin.senha);
  const athleteCpf = formatCpf(generateCpf());

  const page = await newPage(browser, server.baseURL);
  await signInPage(page, server.baseURL, admin.email, admin.senha);
  await page.goto('/atletas');
  await page.getByRole('heading', { level: 1, name: 'Atletas' }).waitFor();
  await page.getByText('Gerencie os atletas cadastrados no sistema').waitFor();
  await page.getByRole('row', { name: /Pedro Henrique Souza/ }).waitFor();
  await page.getByText('Total de Atletas').waitFor();

  await page.getByRole('button', { name: 'Novo Atleta' }).click();
  const form = page.getByRole('dialog', { name: 'Cadastrar Novo Atleta' });
  await form.getByRole('button', { name: 'Cadastrar' }).click();
  for (const message of [
    'Nome completo é obrigatório',
    'Data de nascimento é obrigatória',
    'Sexo é obrigatório',
    'CPF inválido',
    'Telefone é obrigatório',
    'Nome do responsável é obrigatório',
    'CPF do responsável inválido',
    'Telefone do responsável é obrigatório',
    'Parentesco é obrigatório',
  ]) {
    await form.getByText(message, { exact: true }).waitFor();
    expect(await form.getByText(message, { exact: true }).count(), message).toBe(1);
  }
  await expectNoSeriousA11yViolations(page, 'Cadastrar Novo Atleta com erros');

  await form.getByLabel('Nome completo').fill('Luísa Gonçalves Araújo');
  await form.getByLabel('Data de nascimento').fill(tenYearsAgo());
  await form.getByRole('combobox', { name: 'Sexo' }).click();
  await page.getByRole('option', { name: 'Feminino' }).click();
  await form.getByLabel('CPF', { exact: true }).pressSequentially(athleteCpf.replace(/\D/g, ''));
  expect(await form.getByLabel('CPF', { exact: true }).inputValue()).toBe(athleteCpf);
  await form.getByLabel('Telefone', { exact: true }).pressSequentially('11987651234');
  await form.getByLabel('Nome do responsável').fill('Conceição Araújo Gonçalves');
  await form.getByRole('combobox', { name: 'Parentesco' }).click();
  await page.getByRole('option', { name: 'Mãe' }).click();
  await form.getByLabel('CPF do responsável').pressSequentially(family.cpf);
  await form.getByLabel('Telefone do responsável').pressSequentially('11976543210');
  await form.getByRole('checkbox', { name: /Política de Privacidade/ }).check();
  const created = page.waitForResponse((res) => res.url().endsWith('/api/athletes') && res.request().method() === 'POST');
  await form.getByRole('button', { name: 'Cadastrar' }).click();
  const { id } = (await (await created).json()) as { id: number };
  await form.waitFor({ state: 'detached' });
  await page.getByText('Atleta cadastrado com sucesso!', { exact: true }).waitFor();

  const row = page.getByRole('row', { name: /Luísa Gonçalves Araújo/ });
  const rows = page.getByRole('row');

  // A CPF fragment typed with its punctuation, then the guardian without accents.
  await search(page, athleteCpf.slice(4, 11));
  await page.waitForURL((url) => url.searchParams.get('busca') === athleteCpf.slice(4, 11));
  await expect.poll(() => rows.count()).toBe(2);
  await row.getByText(athleteCpf).waitFor();
  await row.getByText('10 anos').waitFor();

  await search(page, 'conceicao araujo');
  await page.waitForURL((url) => url.searchParams.get('busca') === 'conceicao araujo');
  await expect.poll(() => rows.count()).toBe(2);
  await row.getByText('Conceição Araújo Gonçalves').waitFor();
  await expectNoSeriousA11yViolations(page, '/atletas com busca');

  // An icon button shows its name in the app's tooltip on hover (spec 1 §9: after 700 ms), and Escape closes it.
  await row.getByRole('button', { name: 'Ver detalhes' }).hover();
  await expect.poll(() => page.getByRole('tooltip').textContent(), { timeout: 3000 }).toBe('Ver detalhes');
  await page.keyboard.press('Escape');
  await expect.poll(() => page.getByRole('tooltip').count()).toBe(0);

  await row.getByRole('button', { name: 'Ver detalhes' }).click();
  const details = page.getByRole('dialog', { name: 'Detalhes do Atleta' });
  await details.getByText('Conceição Araújo Gonçalves').waitFor();
  await details.getByText(formatCpf(family.cpf)).waitFor();
  await details.getByText('Mãe', { exact: true }).waitFor();
  await details.getByText('Feminino', { exact: true }).waitFor();
  await details.getByRole('button', { name: 'Editar' }).waitFor();
  await details.getByRole('button', { name: 'Fechar' }).click();
  await details.waitFor({ state: 'detached' });

  // The header search lists the athlete; Enter on the highlighted result opens it.
  const headerSearch = page.getByRole('combobox', { name: 'Buscar atletas, matrículas' });
  await headerSearch.fill('Luisa Gon');
  const option = page.getByRole('option', { name: /Luísa Gonçalves Araújo/ });
  await option.waitFor();
  expect(await headerSearch.getAttribute('aria-expanded')).toBe('true');
  await page.getByRole('listbox').getByText('Atletas', { exact: true }).waitFor();
  await expectNoSeriousA11yViolations(page, 'busca do cabeçalho aberta');
  await headerSearch.press('ArrowDown');
  expect(await option.getAttribute('aria-selected')).toBe('true');
  expect(await headerSearch.getAttribute('aria-activedescendant')).toBe(await option.getAttribute('id'));
  await headerSearch.press('Enter');
  await page.waitForURL(`**/atletas/${id}/editar`);

  // Escape closes the list; Enter with nothing highlighted searches the athletes list.
  await headerSearch.fill('zzzz');
  await page.getByText('Nenhum resultado').waitFor();
  await headerSearch.press('Escape');
  expect(await headerSearch.getAttribute('aria-expanded')).toBe('false');
  await headerSearch.fill('Pedro');
  await page.getByRole('option', { name: /Pedro Henrique Souza/ }).waitFor();
  await headerSearch.press('Enter');
  await page.waitForURL((url) => url.pathname === '/atletas' && url.searchParams.get('busca') === 'Pedro');
  expect(await page.getByRole('searchbox', { name: 'Buscar' }).inputValue()).toBe('Pedro');
  await page.getByRole('row', { name: /Pedro Henrique Souza/ }).waitFor();
  await expect.poll(() => rows.count()).toBe(2);

  // The guardian's account, linked by the school's invitation (the CPF alone grants nothing): their athlete only, read-only.
  await linkChild(
    server.baseURL,
    await apiSession(server.baseURL, admin.email, admin.senha),
    { email: family.email, token: await apiSession(server.baseURL, family.email, family.senha) },
    id,
  );
  const familyPage = await newPage(browser, server.baseURL);
  await signInPage(familyPage, server.baseURL, family.email, family.senha);
  await familyPage.goto('/atletas');
  const familyRow = familyPage.getByRole('row', { name: /Luísa Gonçalves Araújo/ });
  await familyRow.waitFor();
  expect(await familyPage.getByRole('row').count()).toBe(2);
  expect(await familyPage.getByRole('button', { name: 'Novo Atleta' }).count()).toBe(0);
  expect(await familyPage.getByText('Total de Atletas').count()).toBe(0);
  expect(await familyRow.getByRole('button', { name: 'Editar' }).count()).toBe(0);
  await expectNoSeriousA11yViolations(familyPage, '/atletas da família');
});
