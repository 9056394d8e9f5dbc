import fs from 'node:fs';

/**
 * Exports are files of the whole network, not pages: each is fetched alone, and measured for its
 * time to first byte, its total time, its size and the server's resident memory while it streams
 * (sampled every 20 ms; with two instances, the larger of the two).
 */
export interface ExportTarget {
  name: string;
  path: string;
}

export interface ExportResult {
  firstByteMs: number;
  totalMs: number;
  bytes: number;
  peakMb: number;
}

export const residentMb = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

export const exportTargets = (ids: { rollTeam: number }, today: string): ExportTarget[] => [
  { name: 'pagamentos CSV (rede toda)', path: '/api/enrollments-with-payments/export' },
  { name: 'livro-caixa CSV (tudo)', path: `/api/financial-records/export?formato=csv&inicio=2000-01-01&fim=${today}` },
  { name: 'livro-caixa XLSX (tudo)', path: `/api/financial-records/export?formato=xlsx&inicio=2000-01-01&fim=${today}` },
  { name: 'relatórios CSV (todo o período)', path: '/api/reports/export?periodo=todos' },
  { name: 'lista de presença PDF (mês)', path: `/api/teams/${ids.rollTeam}/attendance-list?mes=${today.slice(0, 7)}&formato=pdf` },
  { name: 'lista de presença XLSX (mês)', path: `/api/teams/${ids.rollTeam}/attendance-list?mes=${today.slice(0, 7)}&formato=xlsx` },
];

/** With `firstByteOnly`, the download is abandoned at its first chunk, as a user who cancels it. */
export async function measureExport(url: string, headers: Record<string, string>, serverPids: number[], firstByteOnly = false): Promise<ExportResult> {
  let peakMb = Math.max(...serverPids.map(residentMb));
  const sampler = setInterval(() => {
    peakMb = Math.max(peakMb, ...serverPids.map(residentMb));
  }, 20);
  try {
    const start = performance.now();
    const response = await fetch(url, { headers });
    if (!response.ok || !response.body) throw new Error(`${url}: ${response.status}`);
    const reader = response.body.getReader();
    let firstByteMs = 0;
    let bytes = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!bytes) firstByteMs = performance.now() - start;
      bytes += value.byteLength;
      if (firstByteOnly) {
        await reader.cancel();
        break;
      }
    }
    return { firstByteMs, totalMs: performance.now() - start, bytes, peakMb };
  } finally {
    clearInterval(sampler);
  }
}
