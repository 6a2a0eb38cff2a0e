/**
 * Notes published while a statement is on its way wait for it and then go together in the next
 * one, as a database groups commits: under load, many requests' events share a round trip; alone,
 * a publish is sent at once. Each `add` settles when its notes have been sent, in order.
 */
export class NotifyBatcher {
  private waiting: { notes: string[]; settle: (error?: unknown) => void }[] = [];
  private sending = false;
  /** The latest loop of sends; `sending` says whether it still runs. */
  private sent: Promise<void> = Promise.resolve();

  constructor(private readonly sendNotes: (notes: string[]) => Promise<void>) {}

  add(notes: string[]): Promise<void> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ notes, settle: (error) => (error ? reject(error) : resolve()) });
      if (!this.sending) this.sent = this.flush();
    });
  }

  /** Settles once every note added so far has been sent or refused. */
  async drained(): Promise<void> {
    while (this.sending) await this.sent;
  }

  private async flush() {
    this.sending = true;
    while (this.waiting.length > 0) {
      const batch = this.waiting;
      this.waiting = [];
      try {
        await this.sendNotes(batch.flatMap((one) => one.notes));
        for (const one of batch) one.settle();
      } catch (error) {
        // One publish's failure must not become the others': each is tried again on its own.
        if (batch.length === 1) batch[0]?.settle(error);
        else for (const one of batch) await this.sendNotes(one.notes).then(one.settle, one.settle);
      }
    }
    this.sending = false;
  }
}
