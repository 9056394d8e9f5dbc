import fs from 'node:fs';
import path from 'node:path';
import { afterEach } from 'vitest';
import { openBrowsers } from './browser';
import { runningServers } from './server';

/**
 * When a browser test fails, what a person needs to see why: a screenshot, the address and the HTML
 * of every page still open, and the output of every server the file started, in
 * test-results/<file>/<test>/, whose path the failure prints; and, in the failure's own output, what
 * each page showed (its address and visible text, cut short): CI's log is often all there is to read.
 * (A setup file of the e2e project.)
 */
afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail') return;
  const slug = (text: string) => text.normalize('NFD').replace(/[^\w-]+/g, '-').replace(/^-|-$/g, '').slice(0, 80);
  const dir = path.resolve('test-results', slug(path.basename(task.file.name, '.test.ts')), slug(task.name));
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  let n = 0;
  const shown: string[] = [];
  for (const browser of openBrowsers) {
    for (const page of browser.contexts().flatMap((context) => context.pages())) {
      const name = `pagina-${++n}`;
      await page.screenshot({ path: path.join(dir, `${name}.png`), timeout: 10_000 }).catch((error: Error) => fs.writeFileSync(path.join(dir, `${name}.png.erro.txt`), error.message));
      fs.writeFileSync(path.join(dir, `${name}.html`), `<!-- ${page.url()} -->\n${await page.content().catch(() => '')}`);
      const text = await page.evaluate(() => document.body.innerText).catch(() => '');
      shown.push(`${name} (${page.url()}) mostrava:\n${text.replace(/\n{2,}/g, '\n').slice(0, 1500)}`);
    }
  }
  [...runningServers].forEach((server, i) => fs.writeFileSync(path.join(dir, `servidor-${i + 1}.log`), server.output()));
  console.error(`\n[e2e] O teste "${task.name}" falhou: telas (${n}) e saída dos servidores em ${dir}\n`);
  // The failure's summary at the end of the run is what a CI log keeps: the pages go with its message.
  const error = task.result.errors?.[0];
  if (error && shown.length) error.message += `\n\n${shown.join('\n\n')}`;
});
