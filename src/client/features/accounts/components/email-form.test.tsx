import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/client/components/ui/toaster.tsx';
import { makeUser } from '@/tests/client/fixtures.ts';
import { stubPendingFetch } from '@/tests/client/pending-fetch.ts';
import { renderWithClient, stubFetch } from '@/tests/client/render.tsx';
import { EmailForm } from './email-form.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderForm = (user = makeUser()) =>
  renderWithClient(
    <>
      <EmailForm user={user} />
      <Toaster />
    </>,
  );
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const fillAndSubmit = (newEmail: string, password: string) => {
  type('New e-mail address', newEmail);
  type('Password', password);
  fireEvent.click(screen.getByRole('button', { name: 'Send confirmation link' }));
};

describe('EmailForm', () => {
  it('names the current address and whether it is confirmed', () => {
    renderForm(makeUser({ email: 'ada@example.com', emailVerified: false }));
    expect(screen.getByText('Your address is ada@example.com (not confirmed yet).')).toBeVisible();
  });

  it('sends the link, says where it went and keeps saying so after the toast', async () => {
    const message = "We've sent a link to new@example.com. Your address changes when you open it.";
    const { fetchMock, answer } = stubPendingFetch();
    renderForm();
    fillAndSubmit(' New@Example.com ', 'correct horse battery');

    expect(await screen.findByRole('button', { name: 'Sending...' })).toHaveProperty(
      'disabled',
      true,
    );
    answer(Response.json({ message }, { status: 202 }));
    expect(await screen.findByText('Check your inbox')).toBeVisible();
    expect(screen.getAllByText(message).length).toBeGreaterThan(0);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/change-email');
    expect(JSON.parse(String(init?.body))).toEqual({
      newEmail: 'new@example.com',
      password: 'correct horse battery',
    });
  });

  it('refuses an address that is not one beside the field, without calling the server', async () => {
    const fetchMock = stubFetch();
    renderForm();
    fillAndSubmit('not-an-address', 'correct horse battery');
    expect(await screen.findByText('Enter a valid e-mail address')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a wrong password beside its field', async () => {
    stubFetch(
      Response.json(
        {
          message: 'Your password is not right',
          errors: { password: 'Your password is not right' },
        },
        { status: 400 },
      ),
    );
    renderForm();
    fillAndSubmit('free@example.com', 'wrong');
    expect(await screen.findByText('Your password is not right')).toBeVisible();
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
  });
});
