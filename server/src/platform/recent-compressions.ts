/**
 * The compressed form of answers sent lately, by their text: the first screen's calls (menus, codes,
 * the profile) answer a user the same text on every page load, and looking the text up costs a few
 * microseconds where compressing it again costs tens. Least recently used entries go first once
 * either bound is reached; an entry is charged for its text (two bytes a character, as a string may
 * be held) and its compressed bytes.
 */
export class RecentCompressions {
  private readonly entries = new Map<string, Buffer>();
  private bytes = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxBytes: number,
  ) {}

  get(text: string): Buffer | undefined {
    const compressed = this.entries.get(text);
    if (compressed !== undefined) {
      // Most recently used last: Map keeps insertion order.
      this.entries.delete(text);
      this.entries.set(text, compressed);
    }
    return compressed;
  }

  set(text: string, compressed: Buffer): void {
    const cost = RecentCompressions.costOf(text, compressed);
    if (cost > this.maxBytes || this.entries.has(text)) return;
    this.entries.set(text, compressed);
    this.bytes += cost;
    for (const [oldest, its] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= RecentCompressions.costOf(oldest, its);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  private static costOf(text: string, compressed: Buffer): number {
    return text.length * 2 + compressed.length;
  }
}
