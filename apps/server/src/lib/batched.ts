/**
 * Decision 055: runs look-ups or writes of many concurrent requests as one statement. `run(keys)`
 * answers one value per key, in order. A call when nothing is running starts at once (no added
 * wait at low load); calls made while a batch runs are sent together as the next batch (at most
 * `max` keys). When a batch fails, each of its keys is run alone, so one bad key fails only its
 * own call. Each call still resolves only once its statement has answered.
 */
export class Batched<K, V> {
  private queue: Array<{ key: K; resolve: (v: V) => void; reject: (e: unknown) => void }> = [];
  private running = false;

  constructor(
    private readonly run: (keys: K[]) => Promise<V[]>,
    private readonly max = 256,
  ) {}

  /** The value of `key`, from the batch it joins. */
  get(key: K): Promise<V> {
    return new Promise<V>((resolve, reject) => {
      this.queue.push({ key, resolve, reject });
      this.drain();
    });
  }

  private drain(): void {
    if (this.running || this.queue.length === 0) return;
    const batch = this.queue.splice(0, this.max);
    this.running = true;
    void this.settle(batch).finally(() => {
      this.running = false;
      this.drain();
    });
  }

  private async settle(
    batch: Array<{ key: K; resolve: (v: V) => void; reject: (e: unknown) => void }>,
  ): Promise<void> {
    try {
      const values = await this.run(batch.map((b) => b.key));
      batch.forEach((b, i) => b.resolve(values[i]!));
    } catch (err) {
      if (batch.length === 1) {
        batch[0]!.reject(err);
        return;
      }
      await Promise.all(batch.map((b) => this.settle([b])));
    }
  }
}
