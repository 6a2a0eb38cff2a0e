import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/client/components/ui/toaster.tsx';
import { queryKeys } from '@/client/lib/query-keys.ts';
import { makeUser } from '@/tests/client/fixtures.ts';
import { stubPendingFetch } from '@/tests/client/pending-fetch.ts';
import { renderWithClient, stubFetch } from '@/tests/client/render.tsx';
import { NameForm } from './name-form.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const user = makeUser();
const renderForm = () =>
  renderWithClient(
    <>
      <NameForm user={user} />
      <Toaster />
    </>,
  );
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Change name' }));

describe('NameForm', () => {
  it('saves an accented 80-character name, updates the signed-in user and says so', async () => {
    const longName = 'Éléonore-Ægir Çağrı Ñúñez '.repeat(4).slice(0, 79).concat('é');
    const saved = { ...user, firstName: longName, lastName: 'Ørsted' };
    const { fetchMock, answer } = stubPendingFetch();
    const { client } = renderForm();
    expect(screen.getByLabelText('First name').getAttribute('maxlength')).toBe('80');

    type('First name', longName);
    type('Last name', 'Ørsted');
    save();

    expect(await screen.findByRole('button', { name: 'Saving...' })).toHaveProperty(
      'disabled',
      true,
    );
    answer(Response.json(saved));
    expect(await screen.findByText('Name updated')).toBeVisible();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/name');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ firstName: longName, lastName: 'Ørsted' });
    expect(client.getQueryData(queryKeys.session)).toEqual(saved);
  });

  it('says a blank name is required, beside the field, without calling the server', async () => {
    const fetchMock = stubFetch();
    renderForm();
    type('Last name', '   ');
    save();
    expect(await screen.findByText('Last name is required')).toBeVisible();
    expect(screen.getByLabelText('Last name').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal next to the field it names', async () => {
    stubFetch(
      Response.json(
        { message: 'Too long', errors: { firstName: 'First name is too long' } },
        { status: 400 },
      ),
    );
    renderForm();
    save();
    expect(await screen.findByText('First name is too long')).toBeVisible();
    await waitFor(() =>
      expect(screen.getByLabelText('First name').getAttribute('aria-invalid')).toBe('true'),
    );
  });
});
