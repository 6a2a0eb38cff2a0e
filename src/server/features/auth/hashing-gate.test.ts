import { hash } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { ServiceBusyError } from '@/server/lib/app-error.ts';
import { BUSY_MESSAGE, createHashingGate } from './hashing-gate.ts';

const limits = { inFlight: 2, queued: 10, retryAfterSeconds: 2 };

const settle = () => new Promise((resolve) => setImmediate(resolve));

/** Tasks that finish only when told to, counting how many run at once. */
function heldTasks() {
  let running = 0;
  let mostAtOnce = 0;
  const finishers: (() => void)[] = [];
  const task = (label: string) => async () => {
    running++;
    mostAtOnce = Math.max(mostAtOnce, running);
    await new Promise<void>((resolve) => finishers.push(resolve));
    running--;
    return label;
  };
  const finishNext = async () => {
    finishers.shift()?.();
    await settle();
  };
  return { task, finishNext, started: () => finishers.length, mostAtOnce: () => mostAtOnce };
}

describe('hashing gate', () => {
  it('never runs more than its limit of real hashes at once, and runs them all', async () => {
    const run = createHashingGate(limits);
    let running = 0;
    let mostAtOnce = 0;
    const hashes = Array.from({ length: 12 }, (_, n) =>
      run(async () => {
        running++;
        mostAtOnce = Math.max(mostAtOnce, running);
        try {
          return await hash(`password ${n}`, { memoryCost: 4096, timeCost: 1 });
        } finally {
          running--;
        }
      }),
    );
    const results = await Promise.allSettled(hashes);
    expect(results.map((result) => result.status)).toEqual(Array(12).fill('fulfilled'));
    expect(mostAtOnce).toBe(limits.inFlight);
  });

  it('starts the waiting in the order they came, as turns free', async () => {
    const run = createHashingGate(limits);
    const held = heldTasks();
    const order: string[] = [];
    const all = ['a', 'b', 'c', 'd'].map((label) =>
      run(held.task(label)).then((done) => order.push(done)),
    );
    await settle();
    expect(held.started()).toBe(2);
    for (let n = 0; n < 4; n++) await held.finishNext();
    await Promise.all(all);
    expect(order).toEqual(['a', 'b', 'c', 'd']);
    expect(held.mostAtOnce()).toBe(2);
  });

  it('refuses at once with a 503 and Retry-After once the queue is full', async () => {
    const run = createHashingGate(limits);
    const held = heldTasks();
    const admitted = Array.from({ length: limits.inFlight + limits.queued }, (_, n) =>
      run(held.task(String(n))),
    );
    const refused = run(held.task('one too many'));
    await expect(refused).rejects.toBeInstanceOf(ServiceBusyError);
    await expect(refused).rejects.toMatchObject({
      statusCode: 503,
      code: 'service_busy',
      message: BUSY_MESSAGE,
      retryAfterSeconds: 2,
    });
    // A turn that frees makes room again.
    await held.finishNext();
    const later = run(held.task('later'));
    while (held.started() > 0) await held.finishNext();
    await expect(later).resolves.toBe('later');
    await Promise.all(admitted);
  });

  it('frees the turn of a task that fails', async () => {
    const run = createHashingGate({ ...limits, inFlight: 1, queued: 0 });
    await expect(
      run(async () => {
        throw new Error('hash failed');
      }),
    ).rejects.toThrow('hash failed');
    await expect(run(async () => 'next')).resolves.toBe('next');
  });
});
