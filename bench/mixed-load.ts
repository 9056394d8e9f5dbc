/**
 * The evening peak: 200 families (Início, their instalments, a PIX charge) and 20 coaches
 * taking the roll (the day's sessions, a roll, a mark saved), all signed in at once for 60 s. Each
 * is a person on a phone, not a request loop: one request, then a pause to read the screen or tap
 * (2 to 4 s, uniformly at random), then the next, round and round. Every user comes from its own
 * address. Any failed or non-2xx answer counts as an error.
 */
export interface FamilyUser {
  token: string;
  instalment: number;
}
export interface CoachUser {
  token: string;
  team: number;
  day: string;
  athlete: number;
}

export interface MixedResult {
  requests: number;
  perSecond: number;
  errors: number;
  /** Each kind of error (an HTTP status with its path, or a failure to connect) and how often. */
  errorKinds: Record<string, number>;
  p50: number;
  p99: number;
}

export const THINK_MS = [2000, 4000] as const;

interface Step {
  method: 'GET' | 'PUT';
  path: string;
  body?: unknown;
}

const familySteps = (f: FamilyUser): Step[] => [
  { method: 'GET', path: '/api/family/home' },
  { method: 'GET', path: '/api/enrollments-with-payments' },
  { method: 'GET', path: `/api/monthly-payments/${f.instalment}/pix` },
];

const coachSteps = (c: CoachUser, turn: number): Step[] => [
  { method: 'GET', path: `/api/attendance/day?data=${c.day}&turmas=minhas` },
  { method: 'GET', path: `/api/teams/${c.team}/sessions/${c.day}/attendance` },
  {
    method: 'PUT',
    path: `/api/teams/${c.team}/sessions/${c.day}/attendance`,
    body: { marcas: [{ athleteId: c.athlete, status: turn % 2 ? 'presente' : 'justificada' }] },
  },
];

export async function mixedLoad(base: string, families: FamilyUser[], coaches: CoachUser[], seconds: number): Promise<MixedResult> {
  const latencies: number[] = [];
  let errors = 0;
  const errorKinds: Record<string, number> = {};
  const failed = (kind: string) => {
    errors++;
    errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
  };
  const until = performance.now() + seconds * 1000;
  const think = () => new Promise((resolve) => setTimeout(resolve, THINK_MS[0] + Math.random() * (THINK_MS[1] - THINK_MS[0])));
  const person = async (token: string, address: string, steps: (turn: number) => Step[]) => {
    // People do not arrive in the same millisecond.
    await new Promise((resolve) => setTimeout(resolve, Math.random() * THINK_MS[1]));
    for (let turn = 0; performance.now() < until; turn++) {
      for (const step of steps(turn)) {
        if (performance.now() >= until) return;
        const start = performance.now();
        try {
          const response = await fetch(`${base}${step.path}`, {
            method: step.method,
            headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': address, ...(step.body ? { 'content-type': 'application/json' } : {}) },
            body: step.body ? JSON.stringify(step.body) : undefined,
          });
          const body = await response.text();
          if (!response.ok) failed(`${response.status} ${step.method} ${step.path.replace(/\d+/g, ':id')}: ${body.slice(0, 120)}`);
        } catch (error) {
          failed(`falha: ${error instanceof Error ? error.message : error}`);
        }
        latencies.push(performance.now() - start);
        await think();
      }
    }
  };
  const started = performance.now();
  await Promise.all([
    ...families.map((f, i) => person(f.token, `10.9.${i >> 8}.${i & 255}`, () => familySteps(f))),
    ...coaches.map((c, i) => person(c.token, `10.10.0.${i}`, (turn) => coachSteps(c, turn))),
  ]);
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))] ?? 0);
  return { requests: latencies.length, perSecond: latencies.length / ((performance.now() - started) / 1000), errors, errorKinds, p50: at(0.5), p99: at(0.99) };
}
