/** Deterministic pseudo-random numbers (mulberry32): the same seed gives the same marketplace. */
export class Rng {
  private s: number;
  constructor(seed: number) {
    this.s = seed >>> 0 || 0x9e3779b9;
  }
  next(): number {
    let t = (this.s = (this.s + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  pick<T>(a: readonly T[]): T {
    return a[Math.floor(this.next() * a.length)]!;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  /** Index into a list weighted towards its start (a population-ordered city list): ~Zipf. */
  skewedIndex(n: number, skew = 1.6): number {
    return Math.min(n - 1, Math.floor(n * this.next() ** (skew * 1.5)));
  }
  sample<T>(a: readonly T[], k: number): T[] {
    const copy = [...a];
    const out: T[] = [];
    for (let i = 0; i < k && copy.length; i++) out.push(copy.splice(Math.floor(this.next() * copy.length), 1)[0]!);
    return out;
  }
  digits(n: number): string {
    let s = '';
    for (let i = 0; i < n; i++) s += Math.floor(this.next() * 10);
    return s;
  }
  letters(n: number): string {
    let s = '';
    for (let i = 0; i < n; i++) s += String.fromCharCode(65 + Math.floor(this.next() * 26));
    return s;
  }
}
