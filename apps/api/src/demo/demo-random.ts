/**
 * The demo's only source of chance: a seeded PRNG (mulberry32), so every first start produces
 * the same items, relative to its own `now`.
 */
export class DemoRandom {
  private state: number;
  private readonly used = new Set<string>();

  constructor(seed: number) {
    this.state = seed;
  }

  /** [0, 1) */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = Math.imul(this.state ^ (this.state >>> 15), 1 | this.state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** A whole number in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.next() * list.length)]!;
  }

  /** `n` different elements, in the list's order. */
  some<T>(list: readonly T[], n: number): T[] {
    const chosen = new Set<number>();
    while (chosen.size < Math.min(n, list.length)) chosen.add(Math.floor(this.next() * list.length));
    return [...chosen].sort((a, b) => a - b).map((i) => list[i]!);
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  /** A value `make()` has not produced before in this run (phones, names, credit codes). */
  unique(make: () => string): string {
    for (;;) {
      const value = make();
      if (!this.used.has(value)) {
        this.used.add(value);
        return value;
      }
    }
  }

  /** A mainland mobile number, 1[3-9]\d{9}, never one of the demo users' 138000000xx. */
  phone(): string {
    return this.unique(() => {
      const second = this.pick(['3', '5', '7', '8', '9']);
      const rest = Array.from({ length: 9 }, () => this.int(0, 9)).join('');
      const phone = `1${second}${rest}`;
      return phone.startsWith('13800000') ? `${phone.slice(0, 3)}9${phone.slice(4)}` : phone;
    });
  }

  /** A unified social credit code matching the seed's 18-character pattern. */
  creditCode(): string {
    const letters = '0123456789ABCDEFGHJKLMNPQRTUWXY';
    return this.unique(
      () =>
        `91${this.pick(['320594', '320505', '320506', '310115', '320100'])}` +
        Array.from({ length: 10 }, () => this.pick([...letters])).join(''),
    );
  }
}
