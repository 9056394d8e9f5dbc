import fs from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';

/**
 * Chromium's headless shell first (Debian's chromium-headless-shell, what Playwright itself runs
 * headless): the same Blink and V8 as the full browser without its windowing layers, it took a
 * quarter less CPU per browser file here, and CI is CPU-bound (docs/testing.md).
 */
const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[];

export function chromiumPath() {
  const found = CANDIDATES.find((p) => fs.existsSync(p));
  if (!found) {
    throw new Error(
      'Chromium não encontrado. Os testes de navegador usam o Chromium do sistema: instale o pacote Debian `chromium-headless-shell` ' +
        '(apt-get install chromium-headless-shell) ou indique o executável em CHROMIUM_PATH.',
    );
  }
  return found;
}

/** The browsers this test file launched and has not closed: what e2e/support/on-failure.ts photographs. */
export const openBrowsers = new Set<Browser>();

export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    // This machine has no network beyond loopback: keep Chromium from reaching out.
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
  });
  openBrowsers.add(browser);
  browser.on('disconnected', () => openBrowsers.delete(browser));
  return browser;
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1366, height: 900 };

/**
 * How long a step waits for the page. CI runs two browsers and two servers on 2 cores of a VM whose
 * speed swings from one minute to the next; steps that take a second idle took over 15 s there
 * (on /conciliacao-bancaria and on /escalacoes), so 15 s failed working screens.
 */
export const UI_WAIT_MS = 30_000;

export async function newPage(browser: Browser, baseURL: string, viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const page = await context.newPage();
  page.setDefaultTimeout(UI_WAIT_MS);
  return page;
}
