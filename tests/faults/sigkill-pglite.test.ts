import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { api, type HttpParty, postListingOver, signUpOver } from '../app/http-client.ts';
import { type ServerProcess, startServerProcess } from '../processes/server-process.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'bh-faults-kill-'));
const env = { DATA_DIR: dataDir, SESSION_SECRET: 'faults-secret-that-is-long-enough-to-sign' };
/** Answered saves and unsaves before the kill, so it lands on a process deep in its load. */
const SAVES_BEFORE_KILL = 600;
let server: ServerProcess | undefined;

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const ok = (status: number) => status >= 200 && status < 300;

/** One attempt to put a tester on (save, join) or off (unsave, leave) a listing. */
interface Attempt {
  key: string;
  on: boolean;
  acknowledged: boolean;
}

/**
 * Puts one tester on and off the listings in turn (on each once, then off each once, ...), so
 * that every attempt changes a row, until told to stop; logs each attempt in order.
 */
async function keepToggling(
  kind: string,
  tester: HttpParty,
  listings: { id: string }[],
  toggle: (listingId: string, on: boolean) => Promise<boolean>,
  stop: AbortSignal,
  onAcknowledged: (attempt: Attempt) => void = () => {},
) {
  const attempts: Attempt[] = [];
  for (let i = 0; !stop.aborted; i++) {
    const listingId = (listings[i % listings.length] as { id: string }).id;
    const attempt = {
      key: `${kind}:${tester.id}:${listingId}`,
      on: Math.floor(i / listings.length) % 2 === 0,
      acknowledged: false,
    };
    attempts.push(attempt);
    attempt.acknowledged = await toggle(listingId, attempt.on).catch(() => false);
    if (attempt.acknowledged) onAcknowledged(attempt);
  }
  return attempts;
}

/**
 * What each key must be after a restart: what its last acknowledged attempt made it. A key
 * with an unanswered attempt after that one may be either, so it is not judged.
 */
function expectedStates(attempts: Attempt[]) {
  const expected = new Map<string, boolean | undefined>();
  for (const { key, on, acknowledged } of attempts) {
    if (acknowledged) expected.set(key, on);
    else if (expected.has(key)) expected.set(key, undefined);
  }
  return [...expected].filter((entry): entry is [string, boolean] => entry[1] !== undefined);
}

it('keeps every write it acknowledged when killed with SIGKILL mid-load (PGlite)', async () => {
  server = await startServerProcess(env);
  const base = server.url;
  const builder = await signUpOver(base, 'Builder');
  const testers: HttpParty[] = [];
  for (let i = 0; i < 3; i++) testers.push(await signUpOver(base, 'Tester'));
  const listings: { id: string }[] = [];
  for (let i = 0; i < 12; i++) listings.push(await postListingOver(base, builder, `Durable ${i}`));
  const [first] = testers as [HttpParty];
  const [talkedAbout] = listings as [{ id: string }];
  await api(base, '/api/interests', {
    method: 'POST',
    cookie: first.cookie,
    body: { softwareId: talkedAbout.id },
  });
  const { body: conversation } = await api(base, '/api/conversations', {
    method: 'POST',
    cookie: first.cookie,
    body: { builderId: builder.id, testerId: first.id, softwareId: talkedAbout.id },
  });
  // The conversation needs its tester's signup; the first tester toggles the other listings.
  const toggled = listings.slice(1);

  const killed = server;
  const toggle =
    (tester: HttpParty, collection: string) => async (listingId: string, on: boolean) => {
      const answer = on
        ? await api(base, collection, {
            method: 'POST',
            cookie: tester.cookie,
            body: { softwareId: listingId },
          })
        : await api(base, `${collection}/${listingId}`, {
            method: 'DELETE',
            cookie: tester.cookie,
          });
      return ok(answer.status);
    };

  // Saves, joins and messages together, until enough saves were answered.
  const stop = new AbortController();
  const othersStop = new AbortController();
  let savesAnswered = 0;
  let killArmed = false;
  let saidEnough = () => {};
  const enoughSaves = new Promise<void>((resolve) => {
    saidEnough = resolve;
  });
  const onSaveAnswered = (attempt: Attempt) => {
    if (++savesAnswered === SAVES_BEFORE_KILL) saidEnough();
    // The worst moment: a save has just been answered, and the process dies at once.
    if (!killArmed || !attempt.on || stop.signal.aborted) return;
    process.kill(killed.pid, 'SIGKILL');
    stop.abort();
  };
  const savers = testers.map((tester) =>
    keepToggling(
      'saved',
      tester,
      toggled,
      toggle(tester, '/api/saved'),
      stop.signal,
      onSaveAnswered,
    ),
  );
  const joiners = testers.map((tester) =>
    keepToggling('interest', tester, toggled, toggle(tester, '/api/interests'), othersStop.signal),
  );
  const messages: string[] = [];
  const messenger = (async () => {
    for (let i = 0; !othersStop.signal.aborted; i++) {
      const sent = await api(base, '/api/messages', {
        method: 'POST',
        cookie: first.cookie,
        body: { conversationId: conversation.id, content: `durable message ${i}` },
      }).catch(() => null);
      if (sent && ok(sent.status)) messages.push(sent.body.id);
      // Past the per-minute limit the load goes on without messages.
      if (sent?.status === 429) break;
    }
  })();
  // Should the load never reach its count, the process's death still ends the writers.
  void killed.exited.then(() => {
    saidEnough();
    stop.abort();
  });

  // Then the last writes before the kill are saves alone: a join or a message that commits
  // after a save writes the save's WAL out with its own, which would hide a save's loss.
  await enoughSaves;
  othersStop.abort();
  const joinAttempts = (await Promise.all(joiners)).flat();
  await messenger;
  killArmed = true;
  const attempts = [...joinAttempts, ...(await Promise.all(savers)).flat()];
  await killed.exited;

  // The killed process left its lock behind; a new one opens the same directory.
  server = await startServerProcess(env);
  const found = new Set<string>();
  for (const tester of testers) {
    const { body: joined } = await api(server.url, '/api/interests', { cookie: tester.cookie });
    for (const item of joined) found.add(`interest:${tester.id}:${item.software.id}`);
    const { body: saved } = await api(server.url, '/api/saved', { cookie: tester.cookie });
    for (const item of saved) found.add(`saved:${tester.id}:${item.software.id}`);
  }
  const { body: thread } = await api(server.url, `/api/conversations/${conversation.id}/messages`, {
    cookie: first.cookie,
  });
  const threadIds = new Set<string>(thread.map((message: { id: string }) => message.id));

  const judged = expectedStates(attempts);
  const acknowledgedSaves = attempts.filter((a) => a.acknowledged && a.key.startsWith('saved:'));
  const acknowledgedJoins = attempts.filter((a) => a.acknowledged && a.key.startsWith('interest:'));
  expect(acknowledgedSaves.length).toBeGreaterThan(SAVES_BEFORE_KILL);
  expect(acknowledgedJoins.length).toBeGreaterThan(20);
  expect(messages.length).toBeGreaterThan(20);
  const lost = judged
    .filter(([key, on]) => found.has(key) !== on)
    .map(([key, on]) => `${on ? 'put on' : 'taken off'}: ${key}`);
  expect(lost).toEqual([]);
  expect(messages.filter((id) => !threadIds.has(id))).toEqual([]);
});
