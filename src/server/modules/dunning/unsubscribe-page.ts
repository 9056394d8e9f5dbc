import escapeHtml from 'escape-html';
import { UNSUBSCRIBE_LINK_NOT_FOUND } from '@domain/dunning';

/**
 * The pages a reminder's "stop these e-mails" link opens, written by the server: the family comes
 * from its mail, signed out, on a phone, and the page must work without the web app.
 */
function page(body: string) {
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Lembretes de mensalidade · Plantel</title>
<style>
  body { margin: 0; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif; font-size: 16px; line-height: 1.5; color: #18181b; background: #f4f4f5; }
  main { max-width: 32rem; margin: 0 auto; padding: 24px 16px; }
  section { background: #fff; border: 1px solid #e4e4e7; border-radius: 12px; padding: 20px; }
  h1 { font-size: 1.25rem; margin: 0 0 12px; }
  p { margin: 0 0 12px; }
  .email { overflow-wrap: anywhere; font-weight: 600; }
  button { width: 100%; min-height: 44px; border: 0; border-radius: 8px; background: #b91c1c; color: #fff; font: inherit; font-weight: 600; cursor: pointer; }
  button:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
  a { color: #1d4ed8; }
  .hint { font-size: 0.875rem; color: #52525b; margin: 12px 0 0; }
</style>
</head>
<body>
<main><section>
${body}
</section></main>
</body>
</html>
`;
}

const backLater = (familyPage: string) =>
  `<p class="hint">Se mudar de ideia, entre no Plantel e volte a recebê-los em <a href="${escapeHtml(familyPage)}">Minha família</a>.</p>`;

/** The link opened: it asks first, so a mail scanner following it changes nothing. */
export function askPage(email: string, familyPage: string) {
  return page(`<h1>Lembretes de mensalidade</h1>
<p>Os lembretes de mensalidade da escola (antes e depois de cada vencimento, com o código PIX) são enviados para:</p>
<p class="email">${escapeHtml(email)}</p>
<form method="post">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">Não quero mais receber os lembretes</button>
</form>
${backLater(familyPage)}`);
}

/** After the button, or on opening the link again once they are off. */
export function stoppedPage(email: string, familyPage: string, already: boolean) {
  const what = already ? 'já não recebe os lembretes de mensalidade' : 'não receberá mais os lembretes de mensalidade';
  return page(`<h1>Lembretes desligados</h1>
<p>Pronto: <span class="email">${escapeHtml(email)}</span> ${what} por e-mail. Os avisos e mensagens da escola continuam chegando.</p>
${backLater(familyPage)}`);
}

export function notFoundPage(familyPage: string) {
  return page(`<h1>Link inválido</h1>
<p>${escapeHtml(UNSUBSCRIBE_LINK_NOT_FOUND)} Confira se ele foi copiado inteiro, do último e-mail de lembrete.</p>
<p class="hint">Você também pode desligar os lembretes no Plantel, em <a href="${escapeHtml(familyPage)}">Minha família</a>, ou pedir à secretaria da escola.</p>`);
}
