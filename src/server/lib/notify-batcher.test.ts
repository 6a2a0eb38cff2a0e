import { describe, expect, it } from 'vitest';
import { NotifyBatcher } from './notify-batcher.ts';

/** A sender whose statements finish only when told to, recording what each one carried. */
function slowSender(fail?: (notes: string[]) => boolean) {
  const sent: string[][] = [];
  const pending: (() => void)[] = [];
  const send = (notes: string[]) =>
    new Promise<void>((resolve, reject) => {
      sent.push(notes);
      pending.push(() => (fail?.(notes) ? reject(new Error('refused')) : resolve()));
    });
  const finishAll = async () => {
    while (pending.length > 0) {
      pending.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  return { sent, send, finishAll };
}

describe('notify batcher', () => {
  it('sends a lone publish at once, and what comes meanwhile together after it, in order', async () => {
    const { sent, send, finishAll } = slowSender();
    const batcher = new NotifyBatcher(send);
    const first = batcher.add(['a']);
    const second = batcher.add(['b', 'c']);
    const third = batcher.add(['d']);
    expect(sent).toEqual([['a']]);
    await finishAll();
    await Promise.all([first, second, third]);
    expect(sent).toEqual([['a'], ['b', 'c', 'd']]);
  });

  it('fails only the publish whose notes were refused', async () => {
    const { send, finishAll } = slowSender((notes) => notes.includes('bad'));
    const batcher = new NotifyBatcher(send);
    const first = batcher.add(['a']);
    const good = batcher.add(['b']);
    const bad = expect(batcher.add(['bad'])).rejects.toThrow('refused');
    await finishAll();
    await first;
    await expect(good).resolves.toBeUndefined();
    await bad;
  });

  it('drains once every note added has been sent, those added meanwhile included', async () => {
    const { sent, send, finishAll } = slowSender();
    const batcher = new NotifyBatcher(send);
    void batcher.add(['a']);
    let drained = false;
    const draining = batcher.drained().then(() => {
      drained = true;
    });
    void batcher.add(['b']);
    await new Promise((resolve) => setImmediate(resolve));
    expect(drained).toBe(false);
    await finishAll();
    await draining;
    expect(sent).toEqual([['a'], ['b']]);
    await expect(new NotifyBatcher(send).drained()).resolves.toBeUndefined();
  });
});
