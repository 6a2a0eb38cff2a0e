import { vi } from 'vitest';

/** A fetch that hangs until `answer` is called, so what shows while a request runs can be seen. */
export function stubPendingFetch() {
  let answer: (response: Response) => void = () => {};
  const fetchMock = vi.fn<typeof fetch>(
    () =>
      new Promise<Response>((resolve) => {
        answer = resolve;
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, answer: (response: Response) => answer(response) };
}
