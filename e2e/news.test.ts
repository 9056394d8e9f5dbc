import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/axe';
import { launchBrowser, newPage, PHONE } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { apiRequest, apiSession, registerAccount, signInPage } from './support/session';
import { visibleToast } from './support/toast';

let server: RunningServer;
let browser: Browser;
let admin: Page;
let token: string;
let cliente: { email: string; senha: string };
let adminAccount: { email: string; senha: string };

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const account = (adminAccount = await registerAccount(server.baseURL));
  token = await apiSession(server.baseURL, account.email, account.senha);
  cliente = await registerAccount(server.baseURL, 'cliente');
  admin = await newPage(browser, server.baseURL);
  await signInPage(admin, server.baseURL, account.email, account.senha);
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

/** A page signed in as the cliente, recording every JavaScript dialog that opens. */
async function clientePage(viewport?: { width: number; height: number }) {
  const page = await newPage(browser, server.baseURL, viewport);
  await signInPage(page, server.baseURL, cliente.email, cliente.senha);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return { page, dialogs };
}

/** The toast on screen with this exact title. */

/** A 2000×1000 PNG drawn in the browser: big enough that the form must shrink it. */
async function bigPng(page: Page) {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 2000;
    canvas.height = 1000;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#166534';
    context.fillRect(0, 0, 2000, 1000);
    context.fillStyle = '#facc15';
    context.fillRect(500, 250, 1000, 500);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

const TITLE = 'Sub-11 conquista a Copa Zona Sul';

test('an administrador creates a draft with an image and tags, publishes it as featured; a cliente sees it on Início and opens it', async () => {
  await admin.goto('/admin/noticias');
  await admin.getByRole('heading', { name: 'Gerenciar Notícias' }).waitFor();
  await admin.getByText('Nenhuma notícia encontrada').waitFor();
  await admin.getByText('Comece criando sua primeira notícia.').waitFor();
  await expectNoSeriousA11yViolations(admin, '/admin/noticias vazia');

  await admin.getByRole('button', { name: 'Nova Notícia' }).click();
  const form = admin.getByRole('dialog', { name: 'Nova Notícia' });
  await form.getByRole('button', { name: 'Criar Notícia' }).click();
  for (const message of ['Título é obrigatório', 'Conteúdo é obrigatório', 'Categoria é obrigatória']) await form.getByText(message).waitFor();
  // The modal dialog hides the rest of the page from the accessibility tree, but not the toasts.
  await visibleToast(admin, 'Erro').getByText('Preencha todos os campos obrigatórios', { exact: true }).waitFor();
  await expectNoSeriousA11yViolations(admin, 'Nova Notícia com erros');

  await form.getByLabel('Título', { exact: true }).fill(TITLE);
  await form.getByLabel('Subtítulo').fill('Final vencida por 3 a 1 no Ipiranga');
  await form.getByLabel('Conteúdo', { exact: true }).fill('Primeira linha do relato.\nSegunda linha, logo abaixo.');
  await form.getByRole('combobox', { name: 'Categoria' }).click();
  await admin.getByRole('option', { name: 'Conquistas', exact: true }).click();
  await form.getByLabel('Imagem principal').setInputFiles({ name: 'final.png', mimeType: 'image/png', buffer: await bigPng(admin) });
  await form.getByRole('img', { name: 'Pré-visualização da imagem principal' }).waitFor();
  const tags = form.getByLabel('Tags', { exact: true });
  await tags.fill('futebol');
  await tags.press('Enter');
  await tags.fill(' sub-11 ');
  await form.getByRole('button', { name: 'Adicionar' }).click();
  await tags.fill('Futebol');
  await tags.press('Enter');
  expect(await form.getByRole('list', { name: 'Tags adicionadas' }).getByRole('listitem').allInnerTexts()).toEqual(['#futebol', '#sub-11']);
  await form.getByRole('checkbox', { name: 'Destaque na página inicial' }).click();
  expect(await form.getByRole('combobox', { name: 'Status' }).innerText()).toBe('Rascunho');
  await form.getByRole('button', { name: 'Criar Notícia' }).click();
  await form.waitFor({ state: 'detached' });
  await visibleToast(admin, 'Sucesso').getByText('Notícia criada com sucesso!', { exact: true }).waitFor();

  const card = admin.getByRole('article', { name: TITLE });
  await card.getByText('Rascunho').waitFor();
  await card.getByText('Destaque').waitFor();
  await admin.getByRole('tab', { name: /^Rascunhos/ }).click();
  await admin.getByRole('article', { name: TITLE }).waitFor();
  await expectNoSeriousA11yViolations(admin, '/admin/noticias com um rascunho');

  // Stored resized: the 2000×1000 picture comes back at most 1200 wide, as a JPEG.
  const list = await apiRequest<{ items: { id: number; imagemPrincipal: string; tags: string[]; autor: string }[] }>(
    server.baseURL,
    token,
    'GET',
    '/api/news',
  );
  const created = list.items[0];
  expect(created!.tags).toEqual(['futebol', 'sub-11']);
  expect(created!.autor).toBe('Joana Ferreira Lima');
  const size = await admin.evaluate(async (url) => {
    const image = new Image();
    image.src = url;
    await image.decode();
    return [image.naturalWidth, image.naturalHeight];
  }, created!.imagemPrincipal);
  expect(size).toEqual([1200, 600]);

  const { page: reader, dialogs } = await clientePage();
  await reader.goto(`/noticias/${created!.id}`);
  await reader.getByRole('heading', { name: 'Notícia não encontrada' }).waitFor();

  await card.getByRole('button', { name: 'Publicar' }).click();
  await admin.getByRole('alertdialog', { name: 'Publicar notícia' }).getByRole('button', { name: 'Publicar' }).click();
  await visibleToast(admin, 'Sucesso').getByText('Notícia publicada com sucesso!', { exact: true }).waitFor();
  await admin.getByRole('tab', { name: /^Publicadas/ }).click();
  await admin.getByRole('article', { name: TITLE }).getByText('Publicado', { exact: true }).waitFor();

  await reader.goto('/');
  const featured = reader.getByRole('region', { name: 'Notícias em Destaque' });
  const featuredCard = featured.getByRole('article').filter({ hasText: TITLE });
  await featuredCard.getByText('Conquistas').waitFor();
  await featuredCard.getByText('0 visualizações').waitFor();
  // The card's image loads lazily, when it comes into view: the reader scrolls to it, and it arrives whole.
  const image = featuredCard.locator('img');
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1200);
  await expectNoSeriousA11yViolations(reader, 'Início do cliente com destaque');

  await featuredCard.getByRole('link', { name: TITLE }).click();
  await reader.waitForURL(`**/noticias/${created!.id}`);
  await reader.getByRole('heading', { level: 1, name: TITLE }).waitFor();
  await reader.getByText('1 visualização', { exact: true }).waitFor();
  await reader.getByText('Destaque', { exact: true }).waitFor();
  await reader.getByText('Por Joana Ferreira Lima').waitFor();
  expect(await reader.getByTestId('news-content').innerHTML()).toBe('Primeira linha do relato.<br>Segunda linha, logo abaixo.');
  expect(await reader.getByRole('listitem').filter({ hasText: /^#/ }).allInnerTexts()).toEqual(['#futebol', '#sub-11']);
  await expectNoSeriousA11yViolations(reader, '/noticias/:id');

  await reader.getByRole('link', { name: 'Ver Mais Notícias' }).click();
  await reader.waitForURL('**/noticias');
  await reader.getByRole('link', { name: TITLE }).first().waitFor();
  expect(dialogs).toEqual([]);
  await reader.context().close();
});

test('a script in a news body never runs: it is stripped, formatting stays, and no dialog ever opens', async () => {
  const news = await apiRequest<{ id: number }>(
    server.baseURL,
    token,
    'POST',
    '/api/news',
    {
      titulo: 'Aviso com conteúdo perigoso',
      conteudo:
        '<p>Texto <strong>seguro</strong></p><script>alert("xss")</script><img src="x" onerror="alert(\'onerror\')">' +
        '<p onmouseover="alert(\'hover\')">Passe o mouse</p><a href="javascript:alert(\'link\')">clique aqui</a>' +
        '<iframe src="javascript:alert(\'frame\')"></iframe>',
      categoria: 'Avisos',
      status: 'publicado',
      destaqueHome: true,
    },
    201,
  );
  const { page, dialogs } = await clientePage(PHONE);
  for (const path of ['/', '/noticias', `/noticias/${news.id}`]) {
    await page.goto(path);
    await page.getByRole('link', { name: 'Aviso com conteúdo perigoso' }).or(page.getByRole('heading', { level: 1, name: 'Aviso com conteúdo perigoso' })).first().waitFor();
  }
  const content = page.getByTestId('news-content');
  await content.getByText('seguro').waitFor();
  expect(await content.innerHTML()).toBe('<p>Texto <strong>seguro</strong></p><p>Passe o mouse</p><a target="_blank" rel="noopener noreferrer">clique aqui</a>');
  await content.getByText('Passe o mouse').hover();
  await content.getByText('clique aqui').click();
  await page.waitForTimeout(300);
  expect(dialogs).toEqual([]);
  await page.context().close();
});

test('content mixing text lines and HTML shows each line on its own at phone width, and stays sanitised', async () => {
  const news = await apiRequest<{ id: number }>(
    server.baseURL,
    token,
    'POST',
    '/api/news',
    {
      titulo: 'Treinos da semana',
      conteudo:
        'Bem-vindos!\nTreinos às terças.\n<strong>Traga água</strong>\n<ul>\n<li>Chuteira</li>\n<li>Caneleira</li>\n</ul>\n' +
        'Até lá!\n<script>alert("xss")</script>A direção',
      categoria: 'Avisos',
      status: 'publicado',
    },
    201,
  );
  const { page, dialogs } = await clientePage(PHONE);
  await page.goto(`/noticias/${news.id}`);
  const content = page.getByTestId('news-content');
  await content.getByText('Caneleira').waitFor();
  expect(await content.innerHTML()).toBe(
    'Bem-vindos!<br>Treinos às terças.<br><strong>Traga água</strong>\n<ul>\n<li>Chuteira</li>\n<li>Caneleira</li>\n</ul>\nAté lá!<br>A direção',
  );
  // What the reader sees, line by line (innerText follows the layout).
  expect((await content.innerText()).split('\n').filter(Boolean)).toEqual(['Bem-vindos!', 'Treinos às terças.', 'Traga água', 'Chuteira', 'Caneleira', 'Até lá!', 'A direção']);
  await expectNoSeriousA11yViolations(page, '/noticias/:id com texto e HTML');
  expect(dialogs).toEqual([]);
  await page.context().close();
});

test('news published for later is marked "Agendada" for the administrador and hidden from families until its time', async () => {
  const later = new Date(Date.now() + 3 * 86_400_000).toISOString();
  const scheduled = await apiRequest<{ id: number }>(
    server.baseURL,
    token,
    'POST',
    '/api/news',
    { titulo: 'Festa junina do clube', conteudo: '<p>Traga a família.</p>', categoria: 'Eventos', status: 'publicado', destaqueHome: true, dataPublicacao: later },
    201,
  );
  const staff = await newPage(browser, server.baseURL, PHONE);
  await signInPage(staff, server.baseURL, adminAccount.email, adminAccount.senha);
  await staff.goto('/admin/noticias?status=publicado');
  await staff.getByRole('article', { name: 'Festa junina do clube' }).getByText('Agendada', { exact: true }).waitFor();
  await staff.context().close();

  const { page } = await clientePage(PHONE);
  await page.goto('/noticias');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  expect(await page.getByText('Festa junina do clube').count()).toBe(0);
  await page.goto(`/noticias/${scheduled.id}`);
  await page.getByText('Notícia não encontrada', { exact: false }).first().waitFor();
  await page.context().close();
});

test('cancelling takes the news away from readers, delete removes it; each tab says when it is empty', async () => {
  await admin.goto('/admin/noticias?status=publicado');
  const card = admin.getByRole('article', { name: TITLE });
  await card.getByRole('button', { name: 'Cancelar' }).click();
  const confirm = admin.getByRole('alertdialog', { name: 'Cancelar notícia' });
  await confirm.getByText('Ela deixará de aparecer para os leitores.', { exact: false }).waitFor();
  await confirm.getByRole('button', { name: 'Cancelar notícia' }).click();
  await visibleToast(admin, 'Sucesso').getByText('Notícia cancelada com sucesso!', { exact: true }).waitFor();
  await admin.getByRole('tab', { name: /^Canceladas/ }).click();
  await admin.getByRole('article', { name: TITLE }).getByText('Cancelado', { exact: true }).waitFor();

  const { page: reader } = await clientePage();
  await reader.goto('/noticias');
  await reader.getByRole('link', { name: 'Aviso com conteúdo perigoso' }).first().waitFor();
  expect(await reader.getByRole('link', { name: TITLE }).count()).toBe(0);
  await reader.context().close();

  await admin.getByRole('article', { name: TITLE }).getByRole('button', { name: 'Excluir' }).click();
  await admin.getByRole('alertdialog', { name: 'Excluir notícia' }).getByRole('button', { name: 'Excluir' }).click();
  await visibleToast(admin, 'Sucesso').getByText('Notícia excluída com sucesso!', { exact: true }).waitFor();
  await admin.getByText('Não há notícias com status "Cancelado".').waitFor();
  await admin.getByRole('tab', { name: /^Rascunhos/ }).click();
  await admin.getByText('Não há notícias com status "Rascunho".').waitFor();
});

test('editing keeps what was not touched; the share button copies the link', async () => {
  await admin.goto('/admin/noticias');
  const card = admin.getByRole('article', { name: 'Aviso com conteúdo perigoso' });
  await card.getByRole('button', { name: 'Editar' }).click();
  const form = admin.getByRole('dialog', { name: 'Editar Notícia' });
  expect(await form.getByLabel('Conteúdo', { exact: true }).inputValue()).toContain('<p>Texto <strong>seguro</strong></p>');
  expect(await form.getByRole('combobox', { name: 'Status' }).innerText()).toBe('Publicado');
  await form.getByLabel('Subtítulo').fill('Agora com subtítulo');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await form.waitFor({ state: 'detached' });
  await visibleToast(admin, 'Sucesso').getByText('Notícia atualizada com sucesso!', { exact: true }).waitFor();
  await card.getByText('Agora com subtítulo').waitFor();

  const { page } = await clientePage();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const id = (await apiRequest<{ id: number }[]>(server.baseURL, token, 'GET', '/api/news/featured'))[0]!.id;
  await page.goto(`/noticias/${id}`);
  await page.getByRole('button', { name: 'Compartilhar' }).click();
  await visibleToast(page, 'Link copiado!').getByText('O link da notícia foi copiado para a área de transferência.').waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${server.baseURL}/noticias/${id}`);
  await page.context().close();
});
