import { generateCpf } from '@brazilian-utils/brazilian-utils';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { ProgramDetail, TrainingPlan, TrainingPlanList } from '../src/domain/training';
import { expectNoSeriousA11yViolations } from './support/axe';
import { DESKTOP, launchBrowser, newPage, PHONE } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { apiRequest, apiSession, registerAccount, signInPage } from './support/session';
import { visibleToast } from './support/toast';

let server: RunningServer;
let browser: Browser;
let page: Page;
let token: string;
let adminAccount: { email: string; senha: string };

const api = <T = { id: number }>(method: string, path: string, body?: unknown, expected = 200) =>
  apiRequest<T>(server.baseURL, token, method, path, body, expected);

const plan = (titulo: string, tempoTotalEstimado: number, extra: Record<string, unknown> = {}) =>
  api<TrainingPlan>(
    'POST',
    '/api/planos-treino',
    {
      titulo,
      objetivoGeral: `Objetivo de ${titulo}.`,
      categoria: 'juvenil',
      modalidade: 'futsal',
      tempoTotalEstimado,
      atividades: [{ ordem: 1, tipo: 'aquecimento', descricao: `Aquecimento de ${titulo}`, nivel: 'iniciante', tempoEstimado: 10 }],
      ...extra,
    },
    201,
  );

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const admin = (adminAccount = await registerAccount(server.baseURL));
  token = await apiSession(server.baseURL, admin.email, admin.senha);
  page = await newPage(browser, server.baseURL, DESKTOP);
  await signInPage(page, server.baseURL, admin.email, admin.senha);
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

/** The toast on screen with this exact title (not the screen-reader announcement, which joins title and text). */
const successToast = (text: string) => visibleToast(page, 'Sucesso').getByText(text, { exact: true }).first().waitFor();

async function choose(scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('an administrador creates a plan with two sub-activities in the order chosen, sees it, and favourites it', async () => {
  await page.goto('/planos-treino');
  await page.getByRole('heading', { name: 'Atividades', exact: true }).waitFor();
  await page.getByText('Nenhuma atividade encontrada').waitFor();
  await expectNoSeriousA11yViolations(page, '/planos-treino vazia');

  await page.getByRole('button', { name: 'Nova Atividade' }).click();
  const form = page.getByRole('dialog', { name: 'Nova Atividade' });
  await form.getByRole('button', { name: 'Adicionar subatividade' }).click();
  await form.getByRole('button', { name: 'Cadastrar' }).click();
  for (const message of ['Título é obrigatório', 'Objetivo é obrigatório', 'Categoria é obrigatória', 'Modalidade é obrigatória', 'Tipo é obrigatório', 'Nível é obrigatório', 'Descrição é obrigatória']) {
    await form.getByText(message).first().waitFor();
  }
  expect(await form.getByText('Tempo é obrigatório').count()).toBe(2);
  await expectNoSeriousA11yViolations(page, 'Nova Atividade com erros');

  await form.getByLabel('Título').fill('Controle de bola e passe curto');
  await form.getByLabel('Objetivo geral').fill('Desenvolver o domínio orientado e o passe curto com as duas pernas.');
  await choose(form, 'Categoria', 'Infantil');
  await choose(form, 'Modalidade', 'Futebol');
  await form.getByLabel('Tempo total estimado (min)').fill('45');
  await form.getByLabel('Materiais gerais').fill('Bolas nº 4, cones, coletes');
  await form.getByLabel('Tags').fill('passe, domínio');

  const first = form.getByRole('group', { name: 'Subatividade 1' });
  await choose(first, 'Tipo', 'Técnico');
  await choose(first, 'Nível', 'Iniciante');
  await first.getByLabel('Tempo (min)').fill('20');
  await first.getByLabel('Descrição').fill('Passe em duplas a 8 metros, dois toques.');

  await form.getByRole('button', { name: 'Adicionar subatividade' }).click();
  const second = form.getByRole('group', { name: 'Subatividade 2' });
  await choose(second, 'Tipo', 'Aquecimento');
  await choose(second, 'Nível', 'Iniciante');
  await second.getByLabel('Tempo (min)').fill('10');
  await second.getByLabel('Descrição').fill('Pega-pega com bola.');
  await second.getByLabel('Habilidades').fill('condução, agilidade');
  await form.getByText('Soma dos tempos: 30 min').waitFor();
  // The warm-up goes first.
  await form.getByRole('button', { name: 'Mover Subatividade 2 para cima' }).click();
  expect(await form.getByRole('group', { name: 'Subatividade 1' }).getByLabel('Descrição').inputValue()).toBe('Pega-pega com bola.');

  await form.getByRole('button', { name: 'Cadastrar' }).click();
  await form.waitFor({ state: 'detached' });
  await successToast('Atividade criada com sucesso!');

  const row = page.getByRole('row', { name: /Controle de bola e passe curto/ });
  await row.getByText('45 min').waitFor();
  await row.getByText('Infantil').waitFor();
  await expectNoSeriousA11yViolations(page, '/planos-treino com uma atividade');

  await row.getByRole('button', { name: 'Ver detalhes de Controle de bola e passe curto' }).click();
  const details = page.getByRole('dialog', { name: 'Controle de bola e passe curto' });
  const steps = details.getByRole('list', { name: 'Subatividades' }).locator(':scope > li');
  await steps.first().waitFor();
  expect(await steps.allInnerTexts()).toEqual([
    expect.stringMatching(/^1\s*Aquecimento\s*10 min\s*Iniciante\s*Pega-pega com bola\.\s*condução\s*agilidade$/),
    expect.stringMatching(/^2\s*Técnico\s*20 min\s*Iniciante\s*Passe em duplas a 8 metros, dois toques\.$/),
  ]);
  await expectNoSeriousA11yViolations(page, 'detalhes da atividade');
  await details.getByRole('button', { name: 'Fechar' }).click();

  await row.getByRole('button', { name: 'Favoritar Controle de bola e passe curto' }).click();
  await successToast('Favorito atualizado com sucesso!');
  const star = row.getByRole('button', { name: 'Remover Controle de bola e passe curto dos favoritos' });
  expect(await star.getAttribute('aria-pressed')).toBe('true');

  await plan('Plano que não é favorito', 30);
  await page.reload();
  await page.getByRole('row', { name: /Plano que não é favorito/ }).waitFor();
  await page.getByRole('button', { name: 'Somente favoritos' }).click();
  await page.getByRole('row', { name: /Plano que não é favorito/ }).waitFor({ state: 'detached' });
  await page.getByRole('row', { name: /Controle de bola e passe curto/ }).waitFor();
  expect(new URL(page.url()).searchParams.get('favoritos')).toBe('true');

  const stored = await api<TrainingPlanList>('GET', '/api/planos-treino?favoritos=true');
  expect(stored.items.map((p) => [p.titulo, p.favorito])).toEqual([['Controle de bola e passe curto', true]]);
  const full = await api<TrainingPlan>('GET', `/api/planos-treino/${stored.items[0]!.id}`);
  expect(full.atividades.map((a) => [a.ordem, a.tipo, a.tempoEstimado])).toEqual([
    [1, 'aquecimento', 10],
    [2, 'técnico', 20],
  ]);
});

test('a program of three activities added in one go, reordered by drag and by keyboard, with its total time', async () => {
  const warmUp = await plan('Aquecimento com bola', 15);
  const defense = await plan('Transição defensiva', 30);
  const finishing = await plan('Finalização de média distância', 45);
  const titles = async () => page.getByRole('list', { name: 'Atividades do programa' }).getByRole('listitem').locator('p.font-medium').allInnerTexts();

  await page.goto('/programas-treinamento');
  await page.getByRole('heading', { name: 'Programas de Treinamento' }).waitFor();
  await page.getByText('Nenhum programa encontrado').waitFor();
  await expectNoSeriousA11yViolations(page, '/programas-treinamento vazia');
  await page.getByRole('button', { name: 'Criar Primeiro Programa' }).click();
  const form = page.getByRole('dialog', { name: 'Novo Programa' });
  await form.getByRole('button', { name: 'Criar Programa' }).click();
  await form.getByText('Título é obrigatório').waitFor();
  await form.getByLabel('Título').fill('Pré-temporada Sub-15');
  await form.getByLabel('Tags').fill('físico, técnico, físico');
  await form.getByRole('button', { name: 'Criar Programa' }).click();
  await form.waitFor({ state: 'detached' });
  await successToast('Programa criado com sucesso!');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Pré-temporada Sub-15' }) });
  await card.getByText('Sem descrição').waitFor();
  await card.getByText('0 min').waitFor();
  expect(await card.getByRole('list', { name: 'Tags' }).getByRole('listitem').allInnerTexts()).toEqual(['físico', 'técnico']);

  await card.getByRole('link', { name: 'Editar Pré-temporada Sub-15' }).click();
  await page.getByRole('heading', { name: 'Editar Programa' }).waitFor();
  await page.getByText('Nenhuma atividade neste programa').waitFor();
  const programId = Number(/programas-treinamento\/(\d+)\/editar/.exec(page.url())![1]);

  await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
  const picker = page.getByRole('dialog', { name: 'Adicionar Atividades' });
  const chips = picker.getByRole('group', { name: 'Atividades disponíveis' });
  await chips.getByRole('button', { name: /Transição defensiva/ }).waitFor();
  expect(await picker.getByRole('button', { name: 'Adicionar (0)' }).isDisabled()).toBe(true);
  await picker.getByLabel('Buscar atividades').fill('finaliza');
  await chips.getByRole('button', { name: /Transição defensiva/ }).waitFor({ state: 'detached' });
  await chips.getByRole('button', { name: /Finalização de média distância/ }).click();
  await picker.getByLabel('Buscar atividades').fill('');
  for (const name of [/Aquecimento com bola/, /Transição defensiva/]) await chips.getByRole('button', { name }).click();
  expect(await chips.getByRole('button', { name: /Finalização/ }).getAttribute('aria-pressed')).toBe('true');
  await expectNoSeriousA11yViolations(page, 'Adicionar Atividades com três escolhidas');
  await picker.getByRole('button', { name: 'Adicionar (3)' }).click();
  await picker.waitFor({ state: 'detached' });
  // Spec 2 §8 words it once, however many were added.
  await successToast('Atividade adicionada com sucesso!');
  await page.getByText('Tempo total: 1h 30min').waitFor();
  expect(await titles()).toEqual(['Finalização de média distância', 'Aquecimento com bola', 'Transição defensiva']);

  // Linked activities are no longer offered.
  await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
  await picker.getByRole('button', { name: /Controle de bola e passe curto/ }).waitFor();
  expect(await picker.getByRole('button', { name: /Aquecimento com bola|Transição defensiva|Finalização/ }).count()).toBe(0);
  await picker.getByRole('button', { name: 'Cancelar' }).click();
  await expectNoSeriousA11yViolations(page, 'editor com três atividades');

  // Drag the third row's handle above the first.
  const handle = page.getByRole('button', { name: 'Arrastar Transição defensiva' });
  const target = await page.getByRole('button', { name: 'Arrastar Finalização de média distância' }).boundingBox();
  const from = (await handle.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, target!.y - 10, { steps: 12 });
  await page.mouse.up();
  await successToast('Ordem das atividades atualizada!');
  expect(await titles()).toEqual(['Transição defensiva', 'Finalização de média distância', 'Aquecimento com bola']);
  let stored = await api<ProgramDetail>('GET', `/api/programas-treinamento/${programId}`);
  expect(stored.atividades.map((a) => [a.atividadeId, a.ordem])).toEqual([
    [defense.id, 1],
    [finishing.id, 2],
    [warmUp.id, 3],
  ]);

  // By keyboard: pick the first row up, move it down one place, drop it.
  // Each key waits for the screen-reader announcement of the step before it.
  const announced = (text: string) => page.getByText(text, { exact: true }).waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Arrastar Transição defensiva' }).focus();
  await page.keyboard.press('Space');
  await announced('Transição defensiva sobre a posição 1 de 3.');
  // dnd-kit's keyboard sensor starts listening for arrows in a setTimeout scheduled at pick-up,
  // which may run after the announcement shows; a timer of our own fires after it.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
  await page.keyboard.press('ArrowDown');
  await announced('Transição defensiva sobre a posição 2 de 3.');
  await page.keyboard.press('Space');
  await announced('Transição defensiva solta na posição 2 de 3.');
  await page.waitForFunction(
    () => [...document.querySelectorAll('[aria-label="Atividades do programa"] li p.font-medium')].map((p) => p.textContent).join('|') ===
      'Finalização de média distância|Transição defensiva|Aquecimento com bola',
  );
  await expect.poll(async () => (await api<ProgramDetail>('GET', `/api/programas-treinamento/${programId}`)).atividades.map((a) => a.atividadeId)).toEqual([
    finishing.id,
    defense.id,
    warmUp.id,
  ]);

  // Removal, after its confirmation, takes its time off the total.
  await page.getByRole('button', { name: 'Remover Aquecimento com bola do programa' }).click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByText('Tem certeza que deseja remover esta atividade do programa?').waitFor();
  await confirm.getByRole('button', { name: 'Remover' }).click();
  await successToast('Atividade removida com sucesso!');
  await page.getByText('Tempo total: 1h 15min').waitFor();
  stored = await api<ProgramDetail>('GET', `/api/programas-treinamento/${programId}`);
  expect([stored.tempoTotalEstimado, stored.atividades.map((a) => a.ordem)]).toEqual([75, [1, 2]]);

  await page.getByRole('link', { name: 'Voltar aos Programas' }).click();
  await card.getByText('1h 15min').waitFor();
  expect(await card.getByRole('list', { name: 'Atividades do programa' }).getByRole('listitem').allInnerTexts()).toEqual([
    'Finalização de média distância',
    'Transição defensiva',
  ]);
  await card.getByRole('button', { name: 'Ver Detalhes' }).click();
  const details = page.getByRole('dialog', { name: 'Pré-temporada Sub-15' });
  await details.getByText('Total de atividades').waitFor();
  const linked = details.getByRole('list', { name: 'Atividades do programa' }).locator(':scope > li');
  await linked.first().waitFor();
  expect(await linked.allInnerTexts()).toEqual([
    expect.stringMatching(/^1\s*Finalização de média distância\s*Ativo\s*Objetivo de Finalização/),
    expect.stringMatching(/^2\s*Transição defensiva\s*Ativo/),
  ]);
  await details.getByText('Duração total').locator('..').getByText('1h 15min').waitFor();
  await expectNoSeriousA11yViolations(page, 'detalhes do programa');
  await page.keyboard.press('Escape');

  await card.getByRole('button', { name: 'Excluir Pré-temporada Sub-15' }).click();
  await page.getByRole('alertdialog').getByText('Tem certeza que deseja excluir este programa de treinamento?').waitFor();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir' }).click();
  await successToast('Programa excluído com sucesso!');
  await page.getByText('Nenhum programa encontrado').waitFor();
});

test('a cliente browses active plans only, filters them, and opens one read-only', async () => {
  await plan('Saque por baixo', 40, { modalidade: 'volei', materiaisGerais: 'Bolas de vôlei, rede, alvos no chão' });
  await plan('Plano arquivado de vôlei', 40, { modalidade: 'volei', status: 'inativo' });
  await plan('Brincadeiras de coordenação', 25, { categoria: 'infantil', modalidade: 'futebol' });
  const cliente = await registerAccount(server.baseURL, 'cliente');
  const phone = await newPage(browser, server.baseURL, PHONE);
  await signInPage(phone, server.baseURL, cliente.email, cliente.senha);

  await phone.goto('/planos-treino-demo');
  await phone.getByRole('heading', { name: 'Planos de Treino', exact: true }).waitFor();
  const all = phone.getByRole('region', { name: 'Todos os Planos' });
  await all.getByRole('link', { name: 'Saque por baixo' }).waitFor();
  expect(await all.getByText('Plano arquivado de vôlei').count()).toBe(0);
  // Featured plans come from their own request, which may answer after the full list's.
  const featured = phone.getByRole('region', { name: 'Em Destaque' }).getByRole('article');
  await featured.nth(2).waitFor();
  expect(await featured.count()).toBe(3);
  await all.getByText('Bolas de vôlei, rede +1').waitFor();
  await expectNoSeriousA11yViolations(phone, '/planos-treino-demo como cliente');

  await phone.getByRole('group', { name: 'Modalidades' }).getByRole('button', { name: 'Vôlei' }).click();
  await all.getByRole('link', { name: 'Brincadeiras de coordenação' }).waitFor({ state: 'detached' });
  expect(await all.getByRole('article').count()).toBe(1);
  await phone.getByRole('group', { name: 'Modalidades' }).getByRole('button', { name: 'Todas' }).click();
  await phone.getByRole('group', { name: 'Categorias' }).getByRole('button', { name: 'Sub-8' }).click();
  await all.getByRole('link', { name: 'Saque por baixo' }).waitFor({ state: 'detached' });
  await all.getByRole('link', { name: 'Brincadeiras de coordenação' }).waitFor();

  // Spec 2 §2.1: the card opens the plan at /planos-treino/{id}.
  await all.getByRole('link', { name: 'Brincadeiras de coordenação' }).click();
  await phone.waitForURL(/\/planos-treino\/\d+$/);
  await phone.getByRole('heading', { level: 1, name: 'Brincadeiras de coordenação' }).waitFor();
  await phone.getByText('Aquecimento de Brincadeiras de coordenação').waitFor();
  expect(await phone.getByRole('button', { name: /Editar|Excluir|Favoritar/ }).count()).toBe(0);
  await expectNoSeriousA11yViolations(phone, 'plano aberto pelo cliente');
  await phone.getByRole('link', { name: 'Voltar aos Planos' }).click();
  await phone.waitForURL(/\/planos-treino-demo/);

  await phone.goto('/planos-treino');
  await phone.getByText('Page Not Found').waitFor();
  await phone.context().close();

  // An assistente browses them too: every signed-in role does.
  const assistant = { nomeCompleto: 'Paula Assistente Rocha', email: 'paula.assistente@escola.com.br', cpf: generateCpf(), senha: 'senha-da-paula-1', tipo: 'assistente' };
  await api('POST', '/api/system-users', assistant, 201);
  const other = await newPage(browser, server.baseURL, DESKTOP);
  await signInPage(other, server.baseURL, assistant.email, assistant.senha);
  await other.goto('/planos-treino-demo');
  await other.getByRole('region', { name: 'Todos os Planos' }).getByRole('link', { name: 'Saque por baixo' }).waitFor();
  expect(await other.getByText('Plano arquivado de vôlei').count()).toBe(0);
  await other.context().close();
});

test('a plan shared as a link opens on its own page at phone width; an unknown or archived one says it was not found', async () => {
  const shared = await plan('Rondo 4 contra 2', 35, {
    materiaisGerais: 'Coletes, cones',
    observacoes: 'Trocar o meio a cada erro.',
    atividades: [
      { ordem: 1, tipo: 'aquecimento', descricao: 'Passe em círculo', nivel: 'iniciante', tempoEstimado: 10 },
      { ordem: 2, tipo: 'tático', descricao: 'Rondo com dois no meio', nivel: 'intermediário', tempoEstimado: 25 },
    ],
  });
  const archived = await plan('Plano antigo de futsal', 20, { status: 'inativo' });
  const coach = await newPage(browser, server.baseURL, PHONE);
  await signInPage(coach, server.baseURL, adminAccount.email, adminAccount.senha);

  // The management list's view dialog offers the plan's own address.
  await coach.goto('/planos-treino');
  await coach.getByRole('list', { name: 'Atividades cadastradas' }).getByRole('button', { name: 'Ver detalhes de Rondo 4 contra 2' }).click();
  const details = coach.getByRole('dialog', { name: 'Rondo 4 contra 2' });
  expect(await details.getByRole('link', { name: 'Abrir página do plano' }).getAttribute('href')).toBe(`/planos-treino/${shared.id}`);
  await coach.keyboard.press('Escape');

  // The link itself, opened in a fresh tab.
  await coach.goto(`/planos-treino/${shared.id}`);
  await coach.getByRole('heading', { level: 1, name: 'Rondo 4 contra 2' }).waitFor();
  const steps = coach.getByRole('list', { name: 'Subatividades' }).locator(':scope > li');
  await steps.nth(1).waitFor();
  expect(await steps.allInnerTexts()).toEqual([expect.stringMatching(/^1\s*Aquecimento\s*10 min.*Passe em círculo/s), expect.stringMatching(/^2\s*Tático\s*25 min.*Rondo com dois no meio/s)]);
  await coach.getByText('Trocar o meio a cada erro.').waitFor();
  await coach.getByText('35 min', { exact: true }).waitFor();
  expect(await coach.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(1);
  await expectNoSeriousA11yViolations(coach, '/planos-treino/:id no celular');
  // Staff came from Atividades.
  await coach.getByRole('link', { name: 'Voltar às Atividades' }).click();
  await coach.waitForURL(/\/planos-treino$/);

  await coach.goto('/planos-treino/999999');
  await coach.getByRole('heading', { level: 1, name: 'Plano de treino não encontrado' }).waitFor();
  await coach.getByText('O plano de treino solicitado não existe ou foi removido.').waitFor();
  await coach.goto('/planos-treino/abc');
  await coach.getByRole('heading', { level: 1, name: 'Plano de treino não encontrado' }).waitFor();
  // Staff see archived plans; a family does not (the server answers 404).
  await coach.goto(`/planos-treino/${archived.id}`);
  await coach.getByRole('heading', { level: 1, name: 'Plano antigo de futsal' }).waitFor();
  await coach.context().close();

  const cliente = await registerAccount(server.baseURL, 'cliente');
  const family = await newPage(browser, server.baseURL, PHONE);
  await signInPage(family, server.baseURL, cliente.email, cliente.senha);
  await family.goto(`/planos-treino/${shared.id}`);
  await family.getByRole('heading', { level: 1, name: 'Rondo 4 contra 2' }).waitFor();
  await family.goto(`/planos-treino/${archived.id}`);
  await family.getByRole('heading', { level: 1, name: 'Plano de treino não encontrado' }).waitFor();
  await family.getByRole('link', { name: 'Voltar aos Planos' }).waitFor();
  await family.context().close();
});

test("a program's details name who created it, at phone width", async () => {
  await api('POST', '/api/programas-treinamento', { titulo: 'Programa da Joana', situacao: 'ativo' }, 201);
  const phone = await newPage(browser, server.baseURL, PHONE);
  await signInPage(phone, server.baseURL, adminAccount.email, adminAccount.senha);
  await phone.goto('/programas-treinamento');
  const card = phone.getByRole('listitem').filter({ has: phone.getByRole('heading', { name: 'Programa da Joana' }) });
  await card.getByRole('button', { name: 'Ver Detalhes' }).click();
  const details = phone.getByRole('dialog', { name: 'Programa da Joana' });
  await details.getByText('Total de atividades').waitFor();
  expect(await details.getByText('Criado por', { exact: true }).locator('..').locator('dd').innerText()).toBe('Joana Ferreira Lima');
  expect(await details.getByText(/Criado por \(ID\)/).count()).toBe(0);
  await expectNoSeriousA11yViolations(phone, 'detalhes do programa no celular');
  await phone.context().close();
});
