import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@/shared/contracts/auth.ts';
import { ProfileForm } from './profile-form.tsx';

const baseUser: User = {
  id: '6f1c1f1e-8a4f-4d55-9d3f-1a2b3c4d5e6f',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  profileImageUrl: null,
  role: 'Tester',
  phone: null,
  businessName: null,
  website: null,
  wantsWeeklyDigest: false,
  emailVerified: true,
  hasPassword: true,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

function renderForm(user: User) {
  const onSaved = vi.fn();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ProfileForm user={user} onSaved={onSaved} />
    </QueryClientProvider>,
  );
  return { onSaved };
}

beforeEach(() => {
  // Radix measures its switch and radio controls; jsdom has no ResizeObserver.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ProfileForm', () => {
  it('requires a phone and does not call the server without one', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    renderForm(baseUser);

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Phone is required')).toBeVisible();
    expect(screen.getByLabelText('Phone').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a phone that is no number, saying what one looks like, without calling the server', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    renderForm(baseUser);

    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Enter a phone number, such as +1 555 0100')).toBeVisible();
    expect(screen.getByLabelText('Phone').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a website typed without https:// as an https address', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(Response.json(baseUser));
    vi.stubGlobal('fetch', fetchMock);
    renderForm(baseUser);

    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '+1 555 0100' } });
    fireEvent.change(screen.getByLabelText('Website'), { target: { value: 'acme.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toMatchObject({
      website: 'https://acme.example',
    });
  });

  it('saves the profile and hands the saved user back', async () => {
    const saved = { ...baseUser, phone: '+1 555 0100', role: 'Builder' as const };
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(Response.json(saved));
    vi.stubGlobal('fetch', fetchMock);
    const { onSaved } = renderForm(baseUser);

    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '+1 555 0100' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Builder' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/profile');
    expect(JSON.parse(String(init?.body))).toEqual({
      role: 'Builder',
      phone: '+1 555 0100',
      businessName: '',
      website: '',
      wantsWeeklyDigest: false,
    });
  });

  it('shows no role choice to an admin and sends no role', async () => {
    const admin = { ...baseUser, role: 'Admin' as const, phone: '+1 555 0100' };
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(Response.json(admin));
    vi.stubGlobal('fetch', fetchMock);
    renderForm(admin);

    expect(screen.queryByRole('radiogroup')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).not.toHaveProperty('role');
  });

  it('shows the name and e-mail read-only, as the spec says, and no Sign Out beside Save', () => {
    renderForm({ ...baseUser, phone: '+1 555 0100' });
    expect(screen.getByLabelText('First name')).toHaveProperty('readOnly', true);
    expect(screen.getByLabelText('Email')).toHaveProperty('readOnly', true);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Save']);
  });

  it('clears a refusal from the server once the field is edited', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () =>
        Response.json(
          { message: 'Phone is not reachable', errors: { phone: 'Phone is not reachable' } },
          { status: 400 },
        ),
      ),
    );
    renderForm(baseUser);
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '+1 555 0100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Phone is not reachable', { selector: 'p' })).toBeVisible();

    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '+1 555 0199' } });

    await waitFor(() =>
      expect(screen.queryByText('Phone is not reachable', { selector: 'p' })).toBeNull(),
    );
    expect(screen.getByLabelText('Phone').getAttribute('maxlength')).toBe('40');
  });
});
