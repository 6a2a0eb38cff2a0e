import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/client/components/ui/toaster.tsx';
import type { ListingTester } from '@/shared/contracts/interests.ts';
import type { ScreeningQuestion } from '@/shared/contracts/screening.ts';
import { fakeId, makeListingTester } from '@/tests/client/fixtures.ts';
import { renderWithClient } from '@/tests/client/render.tsx';
import { ListingTesters } from './listing-testers.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const listingId = fakeId();
const platform: ScreeningQuestion = {
  id: fakeId(),
  prompt: 'Which platform do you use?',
  kind: 'choice',
  options: ['Android', 'iOS'],
  required: true,
};
const why: ScreeningQuestion = {
  id: fakeId(),
  prompt: 'Why do you want to test?',
  kind: 'text',
  required: false,
};

function makeTester(
  firstName: string,
  overrides: Partial<ListingTester> = {},
  answers: Record<string, string> = {},
): ListingTester {
  return makeListingTester(firstName, { answers, ...overrides });
}

const ana = makeTester('Ana', {}, { [platform.id]: 'Android', [why.id]: 'I ride trains daily' });
const ivo = makeTester(
  'Ivo',
  { status: 'Waitlisted', waitlistPosition: 2 },
  { [platform.id]: 'iOS' },
);
const dee = makeTester(
  'Dee',
  { status: 'Declined', reason: 'Only Android this round' },
  { [platform.id]: 'Android' },
);

/** The testers list on GET; `decide` answers the decisions (PATCH or POST). */
function stubApi(decide: () => Response = () => Response.json([]), testers = [ana, ivo, dee]) {
  const fetchMock = vi.fn<typeof fetch>(async (_input, init) =>
    init?.method && init.method !== 'GET' ? decide() : Response.json(testers),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const sent = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method && init.method !== 'GET')
    .map(([url, init]) => ({ url, method: init?.method, body: JSON.parse(String(init?.body)) }));

function renderList(testerLimit: number | null = null) {
  return renderWithClient(
    <>
      <ListingTesters listingId={listingId} questions={[platform, why]} testerLimit={testerLimit} />
      <Toaster />
    </>,
  );
}

const rowOf = async (firstName: string) => {
  const row = (await screen.findByText(`${firstName} Tester`)).closest('li');
  if (!row) throw new Error(`no row for ${firstName}`);
  return within(row);
};

describe('ListingTesters', () => {
  it('shows where each tester stands, their answers under the prompts, and the reason', async () => {
    stubApi();
    renderList();

    const first = await rowOf('Ana');
    expect(first.getByText('Interested')).toBeVisible();
    expect(first.getByText('Which platform do you use?').nextSibling?.textContent).toBe('Android');
    expect(first.getByText('Why do you want to test?').nextSibling?.textContent).toBe(
      'I ride trains daily',
    );
    const waiting = await rowOf('Ivo');
    expect(waiting.getByText('Waitlisted')).toBeVisible();
    expect(waiting.getByText(/#2 on the waitlist/)).toBeVisible();
    expect(waiting.queryByText('Why do you want to test?')).toBeNull();
    const declined = await rowOf('Dee');
    expect(declined.getByText('Only Android this round')).toBeVisible();
    expect(declined.getByText('Reason:')).toBeVisible();
  });

  it('filters by a choice answer, with Any by default, and offers no filter for text answers', async () => {
    stubApi();
    renderList();
    await rowOf('Ana');

    const filter = screen.getByLabelText('Which platform do you use?') as HTMLSelectElement;
    expect(filter.value).toBe('');
    expect([...filter.options].map((option) => option.text)).toEqual(['Any', 'Android', 'iOS']);
    expect(screen.queryByRole('combobox', { name: 'Why do you want to test?' })).toBeNull();

    fireEvent.change(filter, { target: { value: 'Android' } });
    expect(screen.queryByText('Ivo Tester')).toBeNull();
    expect(screen.getByText('Ana Tester')).toBeVisible();
    expect(screen.getByText('Dee Tester')).toBeVisible();
    expect(screen.getByText('Showing 2 of 3 testers')).toBeVisible();

    fireEvent.change(filter, { target: { value: '' } });
    expect(screen.getByText('Ivo Tester')).toBeVisible();
  });

  it('declines the selected testers shown, with a reason, in one request', async () => {
    const fetchMock = stubApi();
    renderList();
    await rowOf('Ana');
    const bulkDecline = screen.getByRole('button', { name: 'Decline selected' });
    expect(bulkDecline.hasAttribute('disabled')).toBe(true);

    // Ivo, selected and then filtered away, is left out of the decision.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Ivo Tester' }));
    fireEvent.change(screen.getByLabelText('Which platform do you use?'), {
      target: { value: 'Android' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all shown' }));
    expect(screen.getByText('2 selected')).toBeVisible();
    fireEvent.click(bulkDecline);

    const dialog = within(await screen.findByRole('dialog', { name: 'Decline 2 testers?' }));
    const reason = dialog.getByLabelText('Reason (optional)');
    expect(reason.getAttribute('maxlength')).toBe('500');
    expect(dialog.getByText('0/500')).toBeVisible();
    fireEvent.change(reason, { target: { value: 'We need iOS testers' } });
    expect(dialog.getByText('19/500')).toBeVisible();
    fireEvent.click(dialog.getByRole('button', { name: 'Decline' }));

    await waitFor(() => expect(sent(fetchMock)).toHaveLength(1));
    expect(sent(fetchMock)[0]).toEqual({
      url: `/api/software/${listingId}/testers/decisions`,
      method: 'POST',
      body: { interestIds: [ana.id, dee.id], status: 'Declined', reason: 'We need iOS testers' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('accepts one tester from their row, sending no reason when none is given', async () => {
    const fetchMock = stubApi(() => Response.json({ ...ivo, status: 'Accepted' }));
    renderList();
    const row = await rowOf('Ivo');
    fireEvent.click(row.getByRole('button', { name: 'Accept' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Accept Ivo Tester?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Accept' }));

    await waitFor(() => expect(sent(fetchMock)).toHaveLength(1));
    expect(sent(fetchMock)[0]).toEqual({
      url: `/api/interests/${ivo.id}`,
      method: 'PATCH',
      body: { status: 'Accepted' },
    });
    expect(await screen.findByText('Tester accepted')).toBeVisible();
  });

  it("shows the server's refusal in an Error toast and keeps the dialog open", async () => {
    const message = 'No place is free; raise the tester limit first';
    stubApi(() => Response.json({ message }, { status: 409 }));
    renderList();
    await rowOf('Ivo');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Ivo Tester' }));
    fireEvent.click(screen.getByRole('button', { name: 'Accept selected' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Accept 1 tester?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Accept' }));

    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.getByText('Error')).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Accept 1 tester?' })).toBeVisible();
  });

  it('offers no Accept to a tester already accepted, alone or selected', async () => {
    const kim = makeTester('Kim', { status: 'Accepted' });
    stubApi(undefined, [kim, ana]);
    renderList();

    const accepted = await rowOf('Kim');
    expect(accepted.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(accepted.getByRole('button', { name: 'Decline' })).toHaveProperty('disabled', false);
    expect((await rowOf('Ana')).getByRole('button', { name: 'Accept' })).toHaveProperty(
      'disabled',
      false,
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Kim Tester' }));
    expect(screen.getByRole('button', { name: 'Accept selected' })).toHaveProperty(
      'disabled',
      true,
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Ana Tester' }));
    expect(screen.getByRole('button', { name: 'Accept selected' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('offers Accept to testers without a place only while one is free, and says why not', async () => {
    stubApi();
    // Ana holds the only place.
    renderList(1);

    const note = 'No place is free; raise the tester limit first.';
    for (const name of ['Ivo', 'Dee']) {
      const accept = (await rowOf(name)).getByRole('button', { name: 'Accept' });
      expect(accept).toHaveProperty('disabled', true);
      expect(accept.getAttribute('aria-describedby')).toContain(screen.getByText(note).id);
    }
    expect((await rowOf('Ana')).getByRole('button', { name: 'Accept' })).toHaveProperty(
      'disabled',
      false,
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Ivo Tester' }));
    expect(screen.getByRole('button', { name: 'Accept selected' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('offers to accept the selected testers only if they fit in the places left', async () => {
    stubApi();
    // Two places, Ana holds one: one is free.
    renderList(2);

    expect((await rowOf('Ivo')).getByRole('button', { name: 'Accept' })).toHaveProperty(
      'disabled',
      false,
    );
    expect(screen.queryByText(/^(Only \d|No place).+ raise the tester limit first\.$/)).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Ivo Tester' }));
    const bulkAccept = screen.getByRole('button', { name: 'Accept selected' });
    expect(bulkAccept).toHaveProperty('disabled', false);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Dee Tester' }));
    expect(bulkAccept).toHaveProperty('disabled', true);
    expect(screen.getByText('Only 1 place is free; raise the tester limit first.')).toBeVisible();
  });
});
