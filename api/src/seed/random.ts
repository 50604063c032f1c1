/**
 * A small seeded pseudo-random generator (mulberry32): the same seed gives
 * the same programme on every machine, so demo data, screenshots and tests
 * can rely on it.
 */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick() from an empty list');
    return item;
  }

  /** One of several values, by weight: `weighted([['S.L.', 6], ['S.A.', 3]])`. */
  weighted<T>(choices: readonly (readonly [T, number])[]): T {
    const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = this.next() * total;
    for (const [value, weight] of choices) {
      roll -= weight;
      if (roll < 0) return value;
    }
    const last = choices.at(-1);
    if (!last) throw new Error('weighted() with no choices');
    return last[0];
  }

  /** A date between two dates. */
  date(from: Date, to: Date): Date {
    return new Date(from.getTime() + Math.floor(this.next() * (to.getTime() - from.getTime())));
  }
}
