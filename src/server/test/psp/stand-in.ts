import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { standInBanks, type StandInBank, type StandInBankName } from './banks';
import type { LocalCa } from './certificates';
import { requestSchemaName, violations } from './schemas';

/**
 * A local PSP that speaks the Central Bank's API Pix as a bank does (docs/pix.md "O banco da
 * escola"): HTTPS with the client certificate demanded at the TLS handshake, the OAuth2
 * client-credentials token, cobv/cob charges, the Pix received (GET /pix, paged by window), refunds
 * and the webhook, every request and answer checked against the standard's schemas; and, for a
 * test, a way to pay.
 */
export interface PspStandIn {
  bank: StandInBank;
  /** The API Pix's base address (with the bank's prefix) and the token endpoint. */
  url: string;
  tokenUrl: string;
  /** The credentials the stand-in accepts. */
  clientId: string;
  clientSecret: string;
  appKey: string;
  /** A family pays an active charge: the Pix appears in GET /pix and goes to the webhook. */
  pay(txid: string, options?: PaymentOptions): Promise<ReceivedPix>;
  /** A Pix not made against a charge of this PSP: a static BR Code (with or without its txid). */
  receive(pix: { valor: string; txid?: string } & PaymentOptions): Promise<ReceivedPix>;
  /** The bank stops answering (503) until `down(false)`. */
  down(isDown: boolean): void;
  charges: Map<string, Charge>;
  received: ReceivedPix[];
  /** Every call that reached HTTP: who presented which client certificate. */
  calls: { method: string; path: string; status: number; clientCertificate: string | null }[];
  /** Answers the stand-in gave that do not conform to the standard: a test expects none. */
  nonConforming: string[];
  webhookUrl: string | null;
  close(): Promise<void>;
}

interface PaymentOptions {
  valor?: string;
  pagador?: { cpf: string; nome: string };
  infoPagador?: string;
  horario?: Date;
}

export interface Charge {
  txid: string;
  kind: 'cob' | 'cobv';
  revisao: number;
  status: 'ATIVA' | 'CONCLUIDA' | 'REMOVIDA_PELO_USUARIO_RECEBEDOR';
  body: Record<string, unknown>;
  criacao: string;
  locId: number;
}

export interface ReceivedPix {
  endToEndId: string;
  txid?: string;
  valor: string;
  chave: string;
  horario: string;
  infoPagador?: string;
  pagador?: { cpf: string; nome: string };
  devolucoes?: Record<string, unknown>[];
}

export interface StandInOptions {
  bank?: StandInBankName;
  ca: LocalCa;
  /** The chave the school registered with this PSP. */
  chave?: string;
}

const json = (res: ServerResponse, status: number, body?: unknown, type = 'application/json') => {
  res.writeHead(status, body === undefined ? {} : { 'content-type': type });
  res.end(body === undefined ? undefined : JSON.stringify(body));
};

/** An end-to-end id as the SPI makes them: E + ISPB (8) + yyyyMMddHHmm + 11 random, 32 in all. */
const endToEndId = (at: Date) =>
  `E00000000${at.toISOString().slice(0, 16).replace(/[-T:]/g, '')}${randomBytes(8).toString('hex').slice(0, 11)}`;

/** CRC16/CCITT-FALSE, as the BR Code's field 63 carries it. */
function crc16(text: string) {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}
const emv = (id: string, value: string) => `${id}${String(value.length).padStart(2, '0')}${value}`;

/** A dynamic BR Code: it points to the charge's location instead of carrying key and amount. */
function dynamicBrCode(location: string) {
  const body = [
    emv('00', '01'),
    emv('01', '12'),
    emv('26', emv('00', 'br.gov.bcb.pix') + emv('25', location.replace(/^https:\/\//, ''))),
    emv('52', '0000'),
    emv('53', '986'),
    emv('58', 'BR'),
    emv('59', 'ESCOLA DE TESTE'),
    emv('60', 'SAO PAULO'),
    emv('62', emv('05', '***')),
    '6304',
  ].join('');
  return body + crc16(body);
}

export async function startPspStandIn(options: StandInOptions): Promise<PspStandIn> {
  const bank: StandInBank = standInBanks[options.bank ?? 'padrao'];
  const chave = options.chave ?? '12345678000195';
  const clientId = `cliente-${randomBytes(4).toString('hex')}`;
  const clientSecret = randomBytes(16).toString('hex');
  const appKey = randomBytes(8).toString('hex');
  const tokens = new Map<string, number>();
  const charges = new Map<string, Charge>();
  const received: ReceivedPix[] = [];
  const calls: PspStandIn['calls'] = [];
  const nonConforming: string[] = [];
  let isDown = false;
  let webhookUrl: string | null = null;
  let nextLocId = 1;
  let host = '';

  const problem = (res: ServerResponse, status: number, title: string, detail: string, violacoes?: string[]) => {
    if (bank.errors === 'bb') {
      return json(res, status, { erros: [{ codigo: String(status), versao: '1', mensagem: `${title}: ${detail}`, ocorrencia: randomBytes(4).toString('hex') }] });
    }
    const body = {
      type: `https://pix.bcb.gov.br/api/v2/error/${title.replace(/\s/g, '')}`,
      title,
      status,
      detail,
      ...(violacoes ? { violacoes: violacoes.map((razao) => ({ razao, propriedade: razao.split(' ')[0] })) } : {}),
    };
    json(res, status, body, 'application/problem+json');
  };

  /** Sends an answer after checking it against the standard. */
  const answer = (res: ServerResponse, status: number, schema: string, body: Record<string, unknown>) => {
    const problems = violations(schema, body);
    if (problems.length > 0) nonConforming.push(`${schema}: ${problems.join('; ')}`);
    json(res, status, body);
  };

  const location = (locId: number) => `${host}/qr/v2/${randomBytes(12).toString('hex')}${locId}`;

  const chargeView = (charge: Charge) => {
    const loc = { id: charge.locId, txid: charge.txid, location: location(charge.locId), tipoCob: charge.kind, criacao: charge.criacao };
    const { loc: _requestedLoc, ...body } = charge.body;
    const calendario = { ...(body.calendario as object), criacao: charge.criacao };
    const paid = received.filter((pix) => pix.txid === charge.txid);
    return {
      ...body,
      calendario,
      txid: charge.txid,
      revisao: charge.revisao,
      status: charge.status,
      loc,
      location: loc.location,
      recebedor: { cnpj: '12345678000195', nome: 'Escola de Teste', logradouro: 'Rua A, 1', cidade: 'São Paulo', uf: 'SP', cep: '01001000' },
      [bank.copyPasteField]: dynamicBrCode(loc.location),
      ...(paid.length > 0 ? { pix: paid } : {}),
    } as Record<string, unknown>;
  };

  async function notify(pix: ReceivedPix) {
    if (!webhookUrl) return;
    const body = { pix: [pix] };
    const problems = violations('Pix', pix);
    if (problems.length > 0) nonConforming.push(`webhook Pix: ${problems.join('; ')}`);
    // A webhook that fails is the school's problem: the PSP tries once here, as the school's poll covers the rest.
    await fetch(`${webhookUrl.replace(/\/$/, '')}/pix`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).catch(
      () => undefined,
    );
  }

  async function record(pix: ReceivedPix) {
    received.push(pix);
    await notify(pix);
    return pix;
  }

  async function readBody(req: IncomingMessage) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }

  function tokenCall(req: IncomingMessage, res: ServerResponse, body: string) {
    const form = new URLSearchParams(body);
    if (form.get('grant_type') !== 'client_credentials') return json(res, 400, { error: 'unsupported_grant_type' });
    let authorised: boolean;
    if (bank.tokenAuth === 'basic') {
      const [scheme, encoded] = (req.headers.authorization ?? '').split(' ');
      authorised = scheme === 'Basic' && Buffer.from(encoded ?? '', 'base64').toString() === `${clientId}:${clientSecret}`;
    } else authorised = form.get('client_id') === clientId;
    if (!authorised) return json(res, 401, { error: 'invalid_client', error_description: 'credenciais inválidas' });
    const token = randomBytes(24).toString('hex');
    tokens.set(token, Date.now() + 3600_000);
    json(res, 200, { access_token: token, token_type: 'Bearer', expires_in: 3600, scope: form.get('scope') ?? '' });
  }

  async function apiCall(req: IncomingMessage, res: ServerResponse, url: URL, body: string) {
    const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
    if (!tokens.has(token) || (tokens.get(token) ?? 0) < Date.now()) return problem(res, 403, 'AcessoNegado', 'token ausente ou expirado');
    if (bank.appKeyParam && url.searchParams.get(bank.appKeyParam) !== appKey) return problem(res, 401, 'AcessoNegado', `${bank.appKeyParam} ausente`);
    if (bank.clientIdHeader && req.headers[bank.clientIdHeader] !== clientId) return problem(res, 401, 'AcessoNegado', `${bank.clientIdHeader} ausente`);
    const method = (req.method ?? 'GET').toLowerCase();
    const path = url.pathname.slice(bank.prefix.length);
    const segments = path.split('/').filter(Boolean);
    const template = templateOf(segments);
    if (!template) return problem(res, 404, 'NaoEncontrado', path);

    let parsed: Record<string, unknown> = {};
    const schema = requestSchemaName(template, method);
    if (schema) {
      try {
        parsed = JSON.parse(body || '{}');
      } catch {
        return problem(res, 400, 'RequisicaoInvalida', 'JSON inválido');
      }
      const problems = violations(schema, parsed);
      if (problems.length > 0) return problem(res, 400, 'RequisicaoInvalida', 'A requisição não respeita o schema', problems);
    }

    if (template === '/cobv/{txid}' || template === '/cob/{txid}' || template === '/cob') {
      const kind = template.startsWith('/cobv') ? 'cobv' : 'cob';
      const txid = segments[1] ?? randomBytes(16).toString('hex').slice(0, 30);
      if (txid.length < 26 || txid.length > 35 || !/^[a-zA-Z0-9]+$/.test(txid)) return problem(res, 400, 'RequisicaoInvalida', 'txid inválido');
      const existing = charges.get(txid);
      const gerada = kind === 'cobv' ? 'CobVGerada' : 'CobGerada';
      const completa = kind === 'cobv' ? 'CobVCompleta' : 'CobCompleta';
      if (method === 'get') {
        if (!existing) return problem(res, 404, 'NaoEncontrado', `cobrança ${txid}`);
        return answer(res, 200, completa, chargeView(existing));
      }
      if (method === 'put' || method === 'post') {
        if (template === '/cob' && !bank.postCob) return problem(res, 405, 'OperacaoInvalida', 'POST /cob não existe neste banco');
        if (existing) return problem(res, 400, 'OperacaoInvalida', 'txid já utilizado');
        if (parsed.chave !== chave) return problem(res, 400, 'RequisicaoInvalida', 'chave não pertence ao recebedor');
        const charge: Charge = { txid, kind, revisao: 0, status: 'ATIVA', body: parsed, criacao: new Date().toISOString(), locId: nextLocId++ };
        charges.set(txid, charge);
        return answer(res, template === '/cob' ? 201 : bank.created, gerada, chargeView(charge));
      }
      if (method === 'patch') {
        if (!existing) return problem(res, 404, 'NaoEncontrado', `cobrança ${txid}`);
        if (existing.status !== 'ATIVA') return problem(res, 400, 'OperacaoInvalida', `cobrança ${existing.status}`);
        const { status, ...changes } = parsed;
        existing.body = { ...existing.body, ...changes };
        if (status === 'REMOVIDA_PELO_USUARIO_RECEBEDOR') existing.status = status;
        existing.revisao += 1;
        return answer(res, 200, gerada, chargeView(existing));
      }
    }

    if (template === '/pix' && method === 'get') {
      const inicio = url.searchParams.get('inicio');
      const fim = url.searchParams.get('fim');
      if (!inicio || !fim || Number.isNaN(Date.parse(inicio)) || Number.isNaN(Date.parse(fim))) {
        return problem(res, 400, 'RequisicaoInvalida', 'inicio e fim são obrigatórios (RFC 3339)');
      }
      const txid = url.searchParams.get('txid');
      const page = Number(url.searchParams.get('paginacao.paginaAtual') ?? 0);
      const perPage = Number(url.searchParams.get('paginacao.itensPorPagina') ?? 100);
      const inWindow = received.filter(
        (pix) => Date.parse(pix.horario) >= Date.parse(inicio) && Date.parse(pix.horario) <= Date.parse(fim) && (!txid || pix.txid === txid),
      );
      const pages = Math.max(1, Math.ceil(inWindow.length / perPage));
      return answer(res, 200, 'PixConsultados', {
        parametros: { inicio, fim, paginacao: { paginaAtual: page, itensPorPagina: perPage, quantidadeDePaginas: pages, quantidadeTotalDeItens: inWindow.length } },
        pix: inWindow.slice(page * perPage, (page + 1) * perPage),
      });
    }

    if (template === '/pix/{e2eid}' && method === 'get') {
      const pix = received.find((p) => p.endToEndId === segments[1]);
      if (!pix) return problem(res, 404, 'NaoEncontrado', `Pix ${segments[1]}`);
      return answer(res, 200, 'Pix', { ...pix });
    }

    if (template === '/pix/{e2eid}/devolucao/{id}' && method === 'put') {
      const pix = received.find((p) => p.endToEndId === segments[1]);
      if (!pix) return problem(res, 404, 'NaoEncontrado', `Pix ${segments[1]}`);
      // The id is the caller's: asked again, the bank answers the devolução it already took.
      const taken = pix.devolucoes?.find((d) => d.id === segments[3]);
      if (taken) return answer(res, 201, 'Devolucao', taken);
      const refunded = (pix.devolucoes ?? []).reduce((sum, d) => sum + Math.round(Number(d.valor) * 100), 0);
      if (refunded + Math.round(Number(parsed.valor) * 100) > Math.round(Number(pix.valor) * 100)) {
        return problem(res, 400, 'OperacaoInvalida', 'valor da devolução acima do disponível');
      }
      const devolucao = {
        id: segments[3],
        rtrId: `D00000000${randomBytes(12).toString('hex').slice(0, 23)}`,
        valor: parsed.valor,
        horario: { solicitacao: new Date().toISOString() },
        status: 'EM_PROCESSAMENTO',
      };
      pix.devolucoes = [...(pix.devolucoes ?? []), devolucao];
      return answer(res, 201, 'Devolucao', devolucao);
    }

    if (template === '/webhook/{chave}' && method === 'put') {
      if (decodeURIComponent(segments[1] ?? '') !== chave) return problem(res, 404, 'NaoEncontrado', 'chave');
      webhookUrl = String(parsed.webhookUrl);
      return json(res, 200);
    }

    return problem(res, 405, 'OperacaoInvalida', `${method.toUpperCase()} ${template}`);
  }

  const server = createTlsServer(
    {
      key: options.ca.server.key,
      cert: options.ca.server.cert,
      ca: options.ca.cert,
      // The bank refuses, at the handshake, a client without a certificate its CA issued.
      requestCert: true,
      rejectUnauthorized: true,
    },
    (req, res) => {
      void (async () => {
        const url = new URL(req.url ?? '/', host);
        const body = await readBody(req);
        const peer = (req.socket as TLSSocket).getPeerCertificate();
        const call = { method: req.method ?? 'GET', path: url.pathname, status: 0, clientCertificate: [peer?.subject?.CN ?? []].flat()[0] ?? null };
        calls.push(call);
        res.on('finish', () => (call.status = res.statusCode));
        if (isDown) return problem(res, 503, 'ServicoIndisponivel', 'Serviço indisponível');
        if (url.pathname === bank.tokenPath && req.method === 'POST') return tokenCall(req, res, body);
        if (url.pathname.startsWith(bank.prefix)) return apiCall(req, res, url, body);
        return problem(res, 404, 'NaoEncontrado', url.pathname);
      })().catch((error: Error) => {
        nonConforming.push(`stand-in: ${error.message}`);
        if (!res.headersSent) json(res, 500, { title: error.message });
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  host = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const pixOf = (valor: string, txid: string | undefined, options: PaymentOptions): ReceivedPix => {
    const horario = options.horario ?? new Date();
    return {
      endToEndId: endToEndId(horario),
      ...(txid ? { txid } : {}),
      valor,
      chave,
      horario: horario.toISOString(),
      ...(options.infoPagador ? { infoPagador: options.infoPagador } : {}),
      ...(options.pagador ? { pagador: options.pagador } : {}),
    };
  };

  return {
    bank,
    url: `${host}${bank.prefix}`,
    tokenUrl: `${host}${bank.tokenPath}`,
    clientId,
    clientSecret,
    appKey,
    charges,
    received,
    calls,
    nonConforming,
    get webhookUrl() {
      return webhookUrl;
    },
    async pay(txid, payment = {}) {
      const charge = charges.get(txid);
      if (!charge || charge.status !== 'ATIVA') throw new Error(`Não há cobrança ativa ${txid} para pagar`);
      charge.status = 'CONCLUIDA';
      const original = (charge.body.valor as { original: string }).original;
      return record(pixOf(payment.valor ?? original, txid, payment));
    },
    async receive({ valor, txid, ...payment }) {
      return record(pixOf(valor, txid, payment));
    },
    down(value) {
      isDown = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The standard's path template a request's segments name, or null. */
function templateOf(segments: string[]): string | null {
  const [resource, id, sub, subId] = segments;
  if (resource === 'cob' && segments.length === 1) return '/cob';
  if ((resource === 'cob' || resource === 'cobv') && segments.length === 2) return `/${resource}/{txid}`;
  if (resource === 'pix' && segments.length === 1) return '/pix';
  if (resource === 'pix' && segments.length === 2) return '/pix/{e2eid}';
  if (resource === 'pix' && sub === 'devolucao' && id && subId) return '/pix/{e2eid}/devolucao/{id}';
  if (resource === 'webhook' && segments.length === 2) return '/webhook/{chave}';
  return null;
}
