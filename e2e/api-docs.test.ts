import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { launchBrowser, newPage, PHONE } from './support/browser';
import { startServer, type RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  page = await newPage(browser, server.baseURL, PHONE);
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

// Swagger UI 5 reads an OpenAPI 3.1 document through its slow ApiDOM path (swagger-api/swagger-ui#10250,
// #10748): the whole API takes seconds before its title shows, and 40 s was seen while CI ran other
// browsers and servers beside it. The waits get that time; what they wait for is unchanged.
const SWAGGER_UI_WAIT = 60_000;

test('/api/docs renders the whole API in the browser, under the page security policy, with roles and refusals', { timeout: 3 * SWAGGER_UI_WAIT }, async () => {
  page.setDefaultTimeout(SWAGGER_UI_WAIT);
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') blocked.push(message.text());
  });
  await page.goto('/api/docs');
  await page.getByRole('heading', { name: /Plantel/ }).first().waitFor();
  // Swagger UI groups operations by tag (the path's area); a tag's heading opens it.
  await page.locator('#operations-tag-companies').click();
  await page.getByText('Lista as empresas').first().click();
  await page.getByText('Perfis: Administrador.').first().waitFor();
  await page.getByText('Acesso negado').first().waitFor();
  expect(blocked.filter((text) => /Content Security Policy|Refused/.test(text))).toEqual([]);
});
