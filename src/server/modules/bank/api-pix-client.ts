import { Agent, request } from 'node:https';
import { rootCertificates } from 'node:tls';
import type { BankProfile } from '@domain/bank';

/**
 * One school's bank, spoken to by the Central Bank's API Pix (docs/pix.md "O banco da escola"):
 * every call over mTLS with the school's client certificate, an OAuth2 client-credentials token
 * kept until it expires, and the bank's own ways (its profile, data) applied in one place.
 */
export interface ApiPixConnection {
  profile: BankProfile;
  baseUrl: string;
  tokenUrl: string;
  clientId: string;
  clientSecret?: string;
  appKey?: string;
  escopos: string;
  /** The client certificate and its private key, PEM. */
  certificate: { cert: string; key: string };
}

export interface ApiPixOptions {
  /** CAs trusted besides the public ones (a bank's homologation environment, the tests' stand-in). */
  extraCa?: string | null;
  timeoutMs?: number;
}

/** Something the bank said or did not say, in words a school's staff can act on. */
export class BankError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
  }
}

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** The message inside a bank's error answer: the standard's Problema, Banco do Brasil's `erros`, OAuth2's. */
function bankMessage(body: Record<string, unknown>): string | null {
  const erros = body.erros as { mensagem?: string }[] | undefined;
  const violacoes = body.violacoes as { razao?: string; propriedade?: string }[] | undefined;
  const detail = [body.detail, body.title, erros?.[0]?.mensagem, body.error_description, body.error, body.message].find((m) => typeof m === 'string');
  if (!detail) return null;
  const reasons = violacoes?.map((v) => v.razao).filter(Boolean);
  return reasons?.length ? `${String(detail)} (${reasons.join('; ')})` : String(detail);
}

/** A bank that answers 5xx is down for now, whatever the call: the job tries again later. */
const unavailable = (answer: Answer) => new BankError(`O banco está fora do ar (HTTP ${answer.status}): ${bankMessage(answer.body) ?? 'sem detalhes'}`, answer.status);

/** A network failure as staff should read it. */
function failureText(error: NodeJS.ErrnoException, timeoutMs: number): string {
  const code = error.code ?? '';
  if (code === 'ETIMEDOUT' || error.name === 'TimeoutError') return `O banco não respondeu em ${timeoutMs / 1000} s`;
  if (/CERT|SSL|TLS|EPROTO|ECONNRESET/.test(code) || /certificate|alert/i.test(error.message)) {
    return 'A conexão segura com o banco falhou: confira o certificado do cliente e se o banco o tem cadastrado';
  }
  if (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'O endereço do banco não responde: confira a URL';
  return `Falha de rede ao falar com o banco (${code || error.message})`;
}

export function apiPixClient(connection: ApiPixConnection, options: ApiPixOptions = {}) {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const agent = new Agent({
    cert: connection.certificate.cert,
    key: connection.certificate.key,
    ca: options.extraCa ? [...rootCertificates, options.extraCa] : undefined,
    keepAlive: true,
    maxSockets: 4,
  });
  let token: { value: string; expiresAt: number } | null = null;

  function send(method: string, url: string, headers: Record<string, string>, body?: string): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const req = request(url, { method, agent, headers: { accept: 'application/json', ...headers }, timeout: timeoutMs }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: Record<string, unknown> = {};
          try {
            parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
          } catch {
            parsed = { message: text.slice(0, 200) };
          }
          resolve({ status: res.statusCode ?? 0, body: parsed });
        });
        res.on('error', (error) => reject(new BankError(failureText(error, timeoutMs), null)));
      });
      req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' })));
      req.on('error', (error) => reject(new BankError(failureText(error, timeoutMs), null)));
      req.end(body);
    });
  }

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now()) return token.value;
    const form = new URLSearchParams({ grant_type: 'client_credentials' });
    if (connection.escopos) form.set('scope', connection.escopos);
    const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
    if (connection.profile.tokenAuth === 'basic') {
      headers.authorization = `Basic ${Buffer.from(`${connection.clientId}:${connection.clientSecret ?? ''}`).toString('base64')}`;
    } else form.set('client_id', connection.clientId);
    const answer = await send('POST', connection.tokenUrl, headers, form.toString());
    const value = answer.body.access_token;
    if (answer.status >= 500) throw unavailable(answer);
    if (answer.status !== 200 || typeof value !== 'string') {
      throw new BankError(`O banco recusou as credenciais (client id e secret): ${bankMessage(answer.body) ?? `HTTP ${answer.status}`}`, answer.status);
    }
    // A minute early: a token that expires in flight costs a refused call.
    token = { value, expiresAt: Date.now() + (Number(answer.body.expires_in ?? 300) - 60) * 1000 };
    return value;
  }

  /** One API call; a refused token is renewed once, as banks revoke them before their time. */
  async function call(method: string, resource: keyof BankProfile['paths'], rest: string, body?: unknown, query: Record<string, string> = {}) {
    const url = new URL(`${connection.baseUrl}${connection.profile.paths[resource]}${rest}`);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    if (connection.profile.appKeyParam) url.searchParams.set(connection.profile.appKeyParam, connection.appKey ?? '');
    for (let attempt = 0; ; attempt++) {
      const headers: Record<string, string> = { authorization: `Bearer ${await accessToken()}` };
      if (body !== undefined) headers['content-type'] = 'application/json';
      if (connection.profile.clientIdHeader) headers[connection.profile.clientIdHeader] = connection.clientId;
      const answer = await send(method, url.toString(), headers, body === undefined ? undefined : JSON.stringify(body));
      if ((answer.status === 401 || answer.status === 403) && attempt === 0) {
        token = null;
        continue;
      }
      if (answer.status >= 200 && answer.status < 300) return answer.body;
      if (answer.status >= 500) throw unavailable(answer);
      throw new BankError(`O banco recusou (${method} ${resource}): ${bankMessage(answer.body) ?? `HTTP ${answer.status}`}`, answer.status);
    }
  }

  return {
    accessToken,
    putCobv: (txid: string, body: unknown) => call('PUT', 'cobv', `/${txid}`, body),
    patchCobv: (txid: string, body: unknown) => call('PATCH', 'cobv', `/${txid}`, body),
    /** One page of the Pix received in [inicio, fim]. */
    listPix: (inicio: Date, fim: Date, pagina = 0, porPagina = 1000) =>
      call('GET', 'pix', '', undefined, {
        inicio: inicio.toISOString(),
        fim: fim.toISOString(),
        'paginacao.paginaAtual': String(pagina),
        'paginacao.itensPorPagina': String(porPagina),
      }),
    getPix: (e2eid: string) => call('GET', 'pix', `/${e2eid}`),
    refund: (e2eid: string, id: string, valor: string) => call('PUT', 'pix', `/${e2eid}/devolucao/${id}`, { valor }),
    putWebhook: (chave: string, webhookUrl: string) => call('PUT', 'webhook', `/${encodeURIComponent(chave)}`, { webhookUrl }),
    /** The "copia e cola" of a charge's answer, wherever the bank puts it. */
    copyPaste: (answer: Record<string, unknown>) => String(answer[connection.profile.copyPasteField] ?? answer.pixCopiaECola ?? ''),
    close: () => agent.destroy(),
  };
}

export type ApiPixClient = ReturnType<typeof apiPixClient>;
