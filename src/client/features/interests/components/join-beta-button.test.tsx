import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/client/components/ui/toaster.tsx';
import type { ScreeningQuestion } from '@/shared/contracts/screening.ts';
import { fakeId, makeInterest, makeListing } from '@/tests/client/fixtures.ts';
import { renderWithClient, stubFetch, stubResizeObserver } from '@/tests/client/render.tsx';
import { JoinBetaButton } from './join-beta-button.tsx';

beforeEach(stubResizeObserver);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const device: ScreeningQuestion = {
  id: fakeId(),
  prompt: 'Which phone do you test on?',
  kind: 'choice',
  options: ['iPhone', 'Android'],
  required: true,
};
const why: ScreeningQuestion = {
  id: fakeId(),
  prompt: 'Why do you want to test it?',
  kind: 'text',
  required: false,
};

function renderButton(listing = makeListing()) {
  renderWithClient(
    <>
      <JoinBetaButton listing={listing} />
      <Toaster />
    </>,
  );
  return listing;
}

const joinButton = () => screen.getByRole('button', { name: "I'll Test This" });
const sentBodies = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([url, init]) => ({ url, body: JSON.parse(String(init?.body)) }));

describe('JoinBetaButton', () => {
  it('joins a beta without questions at once, and says so', async () => {
    const listing = makeListing();
    const fetchMock = stubFetch(
      Response.json(makeInterest({ software: listing }), { status: 201 }),
    );
    renderButton(listing);

    fireEvent.click(joinButton());

    expect(await screen.findByText("You've joined this beta test!")).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sentBodies(fetchMock)).toEqual([
      { url: '/api/interests', body: { softwareId: listing.id, answers: {} } },
    ]);
  });

  it('offers a full beta as joining its waitlist, and says the place in line', async () => {
    const listing = makeListing({ testerLimit: 5, placesLeft: 0 });
    stubFetch(
      Response.json(
        makeInterest({ software: listing, status: 'Waitlisted', waitlistPosition: 3 }),
        { status: 201 },
      ),
    );
    renderButton(listing);

    expect(screen.queryByRole('button', { name: "I'll Test This" })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Join the waitlist' }));

    expect(await screen.findByText('You are #3 on the waitlist')).toBeVisible();
    expect(screen.getByText("This beta is full: you're on the waitlist")).toBeVisible();
    expect(screen.queryByText("You've joined this beta test!")).toBeNull();
  });

  it('asks the questions first, checks them as the server does, then sends the answers', async () => {
    const listing = makeListing({ screeningQuestions: [device, why] });
    const fetchMock = stubFetch(
      Response.json(makeInterest({ software: listing }), { status: 201 }),
    );
    renderButton(listing);

    fireEvent.click(joinButton());
    const dialog = await screen.findByRole('dialog', { name: 'Join TaskFlow' });
    expect(within(dialog).getByText(/Questions marked \* need an answer/)).toBeVisible();
    const choice = within(dialog).getByRole('radiogroup', { name: 'Which phone do you test on?*' });
    const text = within(dialog).getByRole('textbox', { name: 'Why do you want to test it?' });
    expect(choice.getAttribute('aria-required')).toBe('true');
    expect(text.getAttribute('aria-required')).toBe('false');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Join beta' }));
    expect(await within(dialog).findByText('Answer this question')).toBeVisible();
    expect(choice.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(within(dialog).getByRole('radio', { name: 'iPhone' }));
    expect(sentBodies(fetchMock)).toEqual([]);

    fireEvent.click(within(dialog).getByRole('radio', { name: 'Android' }));
    expect(within(dialog).queryByText('Answer this question')).toBeNull();
    fireEvent.change(text, { target: { value: '  I ship Android apps  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Join beta' }));

    expect(await screen.findByText("You've joined this beta test!")).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentBodies(fetchMock)).toEqual([
      {
        url: '/api/interests',
        body: {
          softwareId: listing.id,
          answers: { [device.id]: 'Android', [why.id]: 'I ship Android apps' },
        },
      },
    ]);
  });

  it("shows the server's refusal under the question it names, and keeps the answers", async () => {
    const listing = makeListing({ screeningQuestions: [device, why] });
    stubFetch(
      Response.json(
        {
          code: 'validation_failed',
          message: 'Answer the questions',
          errors: { [`answers.${why.id}`]: 'That answer is not allowed' },
        },
        { status: 400 },
      ),
    );
    renderButton(listing);
    fireEvent.click(joinButton());
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'iPhone' }));
    const text = within(dialog).getByRole('textbox', { name: 'Why do you want to test it?' });
    fireEvent.change(text, { target: { value: 'Because' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Join beta' }));

    const message = await within(dialog).findByText('That answer is not allowed');
    expect(text.getAttribute('aria-describedby')).toBe(message.id);
    expect(text.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(text));
    expect(text).toHaveProperty('value', 'Because');
    expect(within(dialog).queryByRole('alert')).toBeNull();

    fireEvent.change(text, { target: { value: 'Because I can' } });
    await waitFor(() =>
      expect(within(dialog).queryByText('That answer is not allowed')).toBeNull(),
    );
  });

  it('shows a refusal that names no question above them, e.g. a beta closed meanwhile', async () => {
    const listing = makeListing({ screeningQuestions: [why] });
    stubFetch(Response.json({ message: 'This beta is closed to new testers' }, { status: 409 }));
    renderButton(listing);
    fireEvent.click(joinButton());
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Join beta' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This beta is closed to new testers',
    );
  });

  it('offers a place while one is left', () => {
    renderButton(makeListing({ testerLimit: 5, placesLeft: 1 }));
    expect(joinButton()).toHaveProperty('disabled', false);
    expect(screen.queryByRole('button', { name: 'Join the waitlist' })).toBeNull();
  });

  it('keeps a closed beta from new testers and says why', () => {
    renderButton(makeListing({ status: 'Closed', screeningQuestions: [device] }));
    expect(joinButton()).toHaveProperty('disabled', true);
    expect(joinButton()).toHaveAccessibleDescription('This beta is closed to new testers.');
    expect(screen.getByText('This beta is closed to new testers.')).toBeVisible();
  });
});
