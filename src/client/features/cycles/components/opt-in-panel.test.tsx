import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  callsWith,
  FakeUploader,
  makeDays,
  makeMyCycle,
  refusal,
  stubCyclesApi,
} from '@/tests/client/my-cycle-fixtures.tsx';
import { renderWithClient } from '@/tests/client/render.tsx';
import { MyCyclesSection } from './my-cycles-section.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderSection = () =>
  renderWithClient(<MyCyclesSection email="ada@example.com" ImageUploader={FakeUploader} />);

const cardOf = async (name: string) => {
  const article = (await screen.findByRole('heading', { name })).closest('article');
  if (!article) throw new Error(`no card for ${name}`);
  return within(article);
};

describe('Opting in to a test cycle', () => {
  it('says what is wrong under the field, then confirms with the Google account', async () => {
    const myCycle = makeMyCycle();
    const cycles = [myCycle];
    const fetchMock = stubCyclesApi(cycles, {
      optIn: (body) => {
        const { storeEmail } = body as { storeEmail: string };
        if (storeEmail === 'taken@gmail.com')
          return refusal(
            409,
            'cycle_ended',
            'This test cycle has ended; there is nothing left to opt in to',
          );
        cycles[0] = {
          ...myCycle,
          cycle: {
            ...myCycle.cycle,
            myOptIn: { optedInOn: '2027-03-04', storeEmail },
            myDays: makeDays(),
          },
        };
        return Response.json({ optedInOn: '2027-03-04', storeEmail });
      },
    });
    renderSection();
    const card = await cardOf('TaskFlow');
    const field = card.getByLabelText('Store account e-mail');

    fireEvent.change(field, { target: { value: 'not an address' } });
    fireEvent.click(card.getByRole('button', { name: "I've opted in" }));
    expect(await card.findByText('Enter a valid e-mail address')).toBeVisible();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(callsWith(fetchMock, 'PUT')).toEqual([]);

    fireEvent.change(field, { target: { value: 'taken@gmail.com' } });
    fireEvent.click(card.getByRole('button', { name: "I've opted in" }));
    expect(
      await card.findByText('This test cycle has ended; there is nothing left to opt in to'),
    ).toBeVisible();
    expect(field).toHaveAccessibleDescription(/there is nothing left to opt in to/);

    fireEvent.change(field, { target: { value: ' Ada.Tests@Gmail.com ' } });
    fireEvent.click(card.getByRole('button', { name: "I've opted in" }));
    expect(await card.findByText(/Opted in as/)).toHaveTextContent(
      'Opted in as ada.tests@gmail.com on 4 March',
    );
    expect(callsWith(fetchMock, 'PUT').at(-1)).toEqual([
      `/api/cycles/${myCycle.cycle.id}/opt-in`,
      { storeEmail: 'ada.tests@gmail.com' },
    ]);
    expect(card.getByRole('button', { name: 'I used it today' })).toBeEnabled();
  });

  it('shows "Saving..." while the confirmation is on its way', async () => {
    const myCycle = makeMyCycle();
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (_input, init) =>
        init?.method === 'PUT'
          ? new Promise<Response>((resolve) => {
              answer = resolve;
            })
          : Response.json([myCycle]),
      ),
    );
    renderSection();
    const card = await cardOf('TaskFlow');
    fireEvent.click(card.getByRole('button', { name: "I've opted in" }));

    expect(await card.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    answer(Response.json({ optedInOn: '2027-03-04', storeEmail: 'ada@example.com' }));
    expect(await card.findByRole('button', { name: "I've opted in" })).toBeEnabled();
  });

  it('corrects the address: the form comes back with the one given, and can be left', async () => {
    const myCycle = makeMyCycle({
      myOptIn: { optedInOn: '2027-03-02', storeEmail: 'ada@example.com' },
      myDays: makeDays(),
    });
    const cycles = [myCycle];
    const fetchMock = stubCyclesApi(cycles, {
      optIn: (body) => {
        const { storeEmail } = body as { storeEmail: string };
        cycles[0] = {
          ...myCycle,
          cycle: { ...myCycle.cycle, myOptIn: { optedInOn: '2027-03-02', storeEmail } },
        };
        return Response.json({ optedInOn: '2027-03-02', storeEmail });
      },
    });
    renderSection();
    const card = await cardOf('TaskFlow');

    fireEvent.click(card.getByRole('button', { name: 'Change address' }));
    expect((card.getByLabelText('Store account e-mail') as HTMLInputElement).value).toBe(
      'ada@example.com',
    );
    fireEvent.click(card.getByRole('button', { name: 'Cancel' }));
    expect(card.queryByLabelText('Store account e-mail')).toBeNull();

    fireEvent.click(card.getByRole('button', { name: 'Change address' }));
    fireEvent.change(card.getByLabelText('Store account e-mail'), {
      target: { value: 'ada.lovelace@gmail.com' },
    });
    const save = card.getByRole('button', { name: 'Save address' });
    save.focus();
    fireEvent.click(save);
    await waitFor(() =>
      expect(card.getByText(/Opted in as/)).toHaveTextContent(
        'Opted in as ada.lovelace@gmail.com on 2 March',
      ),
    );
    expect(callsWith(fetchMock, 'PUT')).toHaveLength(1);
    expect(card.getByRole('button', { name: 'Change address' })).toHaveFocus();
  });
});
