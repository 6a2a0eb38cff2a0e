import { type ChatPair, percentile } from './bench-chat.ts';
import { benchRequest } from './bench-request.ts';

/** What a person does on Beta Harbor, weighted by how often they do it. */
const ACTIONS = [
  ['browse', 35],
  ['search', 15],
  ['detail', 25],
  ['save', 10],
  ['join', 10],
  ['chat', 5],
] as const;
type Action = (typeof ACTIONS)[number][0];
const TOTAL_WEIGHT = ACTIONS.reduce((sum, [, weight]) => sum + weight, 0);

export interface MixedLoadResult {
  users: number;
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  serverErrors: number;
  otherErrors: number;
  messagesSent: number;
  messagesLost: number;
  p50Ms: number;
  p99Ms: number;
  p99ByActionMs: Record<string, number>;
}

interface VirtualUser {
  cookie: string;
  conversationId: string;
  isTester: boolean;
}

function pickAction(isTester: boolean): Action {
  for (;;) {
    let roll = Math.random() * TOTAL_WEIGHT;
    for (const [action, weight] of ACTIONS) {
      roll -= weight;
      if (roll < 0) {
        // Builders cannot join listings; they do something else instead.
        if (action === 'join' && !isTester) break;
        return action;
      }
    }
  }
}

/**
 * Every tester and builder of the chat pairs is one user looping without pause over browse,
 * search, detail, save, join and chat against one server for `seconds`. Every message answered
 * 201 must be in its conversation afterwards.
 */
export async function runMixedLoad(
  baseUrl: string,
  pairs: ChatPair[],
  seconds: number,
): Promise<MixedLoadResult> {
  const users: VirtualUser[] = pairs.flatMap((pair) => [
    { cookie: pair.testerCookie, conversationId: pair.conversationId, isTester: true },
    { cookie: pair.builderCookie, conversationId: pair.conversationId, isTester: false },
  ]);
  const firstPage = await fetch(`${baseUrl}/api/software?limit=50`, {
    headers: { cookie: users[0]?.cookie ?? '' },
  });
  const listingIds = ((await firstPage.json()) as { id: string }[]).map((l) => l.id);
  const pickListing = () => listingIds[Math.floor(Math.random() * listingIds.length)] as string;

  const latencies = new Map<Action, number[]>(ACTIONS.map(([action]) => [action, []]));
  const sent = new Map<string, Set<string>>();
  let serverErrors = 0;
  let otherErrors = 0;
  const deadline = performance.now() + seconds * 1000;

  async function act(user: VirtualUser, action: Action) {
    const request = (path: string, body?: object) =>
      benchRequest(baseUrl, { path, cookie: user.cookie, body });
    switch (action) {
      case 'browse':
        return request('/api/software');
      case 'search':
        return request('/api/software?search=pipeline');
      case 'detail':
        return request(`/api/software/${pickListing()}`);
      case 'save':
        return request('/api/saved', { softwareId: pickListing() });
      case 'join':
        return request('/api/interests', { softwareId: pickListing() });
      case 'chat':
        return request('/api/messages', {
          conversationId: user.conversationId,
          content: `mixed load ${Math.random()}`,
        });
    }
  }

  async function loop(user: VirtualUser) {
    while (performance.now() < deadline) {
      const action = pickAction(user.isTester);
      const started = performance.now();
      const response = await act(user, action).catch(() => null);
      latencies.get(action)?.push(performance.now() - started);
      if (!response || response.status >= 500) serverErrors++;
      // 429 is the message budget doing its job, not a failure.
      else if (response.status >= 400 && response.status !== 429) otherErrors++;
      if (action === 'chat' && response?.status === 201) {
        const ids = sent.get(user.conversationId) ?? new Set<string>();
        ids.add((JSON.parse(response.body) as { id: string }).id);
        sent.set(user.conversationId, ids);
      }
    }
  }

  const started = performance.now();
  await Promise.all(users.map(loop));
  const elapsed = (performance.now() - started) / 1000;

  let messagesLost = 0;
  let messagesSent = 0;
  for (const [conversationId, ids] of sent) {
    const owner = users.find((u) => u.conversationId === conversationId) as VirtualUser;
    const thread = await fetch(`${baseUrl}/api/conversations/${conversationId}/messages`, {
      headers: { cookie: owner.cookie },
    });
    const stored = new Set(((await thread.json()) as { id: string }[]).map((m) => m.id));
    messagesSent += ids.size;
    for (const id of ids) if (!stored.has(id)) messagesLost++;
  }

  const all = [...latencies.values()].flat().sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    users: users.length,
    seconds,
    requests: all.length,
    requestsPerSecond: Math.round(all.length / elapsed),
    serverErrors,
    otherErrors,
    messagesSent,
    messagesLost,
    p50Ms: round(percentile(all, 50)),
    p99Ms: round(percentile(all, 99)),
    p99ByActionMs: Object.fromEntries(
      [...latencies].map(([action, ms]) => [
        action,
        round(
          percentile(
            ms.sort((a, b) => a - b),
            99,
          ),
        ),
      ]),
    ),
  };
}
