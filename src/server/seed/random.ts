/**
 * Deterministic randomness for the demo seed: the same seed name always yields the same sequence,
 * so reruns produce the same people and documents (and find them already stored).
 */

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** True with the given probability. */
  chance(probability: number): boolean;
  /** One of the options, chosen with the given relative weights. */
  weighted<T>(options: readonly (readonly [T, number])[]): T;
}

/** mulberry32, seeded by a string hash (FNV-1a): small, fast and well distributed. */
export function createRandom(seed: string): Random {
  let state = 2166136261;
  for (let i = 0; i < seed.length; i++) state = Math.imul(state ^ seed.charCodeAt(i), 16777619) >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (items) => items[Math.floor(next() * items.length)]!,
    chance: (probability) => next() < probability,
    weighted(options) {
      const total = options.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [value, weight] of options) {
        roll -= weight;
        if (roll < 0) return value;
      }
      return options[options.length - 1]![0];
    },
  };
}

/** Appends the two CPF check digits to its first nine digits. */
export function cpfFromBase(base: string): string {
  if (!/^\d{9}$/.test(base)) throw new Error(`Base de CPF inválida: ${base}`);
  const digit = (digits: string) => {
    const sum = [...digits].reduce((acc, d, i) => acc + Number(d) * (digits.length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const first = digit(base);
  return `${base}${first}${digit(base + first)}`;
}

/** Appends the two CNPJ check digits to its first twelve digits. */
export function cnpjFromBase(base: string): string {
  if (!/^\d{12}$/.test(base)) throw new Error(`Base de CNPJ inválida: ${base}`);
  const digit = (digits: string) => {
    const weights = digits.length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    const sum = [...digits].reduce((acc, d, i) => acc + Number(d) * weights[i]!, 0);
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  const first = digit(base);
  return `${base}${first}${digit(base + first)}`;
}

/** A source of distinct, valid CPFs drawn from a deterministic sequence. */
export function cpfSource(random: Random, taken: Iterable<string> = []) {
  const used = new Set(taken);
  return () => {
    for (;;) {
      const base = String(random.int(100_000_000, 999_999_998)).padStart(9, '0');
      if (/^(\d)\1{8}$/.test(base)) continue;
      const cpf = cpfFromBase(base);
      if (used.has(cpf)) continue;
      used.add(cpf);
      return cpf;
    }
  };
}
