import { vi } from 'vitest';
import { Route } from 'wouter';
import { PersonPage } from '@/client/app/routes/person.tsx';
import type { User } from '@/shared/contracts/auth.ts';
import type { PersonProfile } from '@/shared/contracts/reputation.ts';
import { renderWithClient } from './render.tsx';

export type Handler = (init?: RequestInit) => Response;

/** The profile screen at /u/:id for `viewer`: reads and writes answered by method and URL, else 404. */
export function renderPerson(
  profile: PersonProfile,
  viewer: User | null,
  routes: Record<string, Handler> = {},
) {
  const answers: Record<string, Handler> = {
    [`GET /api/people/${profile.id}`]: () => Response.json(profile),
    ...routes,
  };
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const handler = answers[`${init?.method ?? 'GET'} ${String(input)}`];
    if (handler) return handler(init);
    return Response.json({ message: 'Not found', code: 'not_found' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  window.history.replaceState(null, '', `/u/${profile.id}`);
  renderWithClient(
    <Route path="/u/:id">
      <PersonPage user={viewer} />
    </Route>,
  );
  return fetchMock;
}

export const refusal = (status: number, code: string, message: string) => () =>
  Response.json({ code, message }, { status });
