import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/client/components/ui/toaster.tsx';
import { renderWithClient, stubResizeObserver } from '@/tests/client/render.tsx';
import { ProfileVisibilitySetting } from './profile-visibility-setting.tsx';

beforeEach(stubResizeObserver);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PATH = '/api/me/profile-visibility';

function renderSetting(put: (init?: RequestInit) => Response) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    if (String(input) !== PATH) return Response.json({ code: 'not_found' }, { status: 404 });
    return init?.method === 'PUT' ? put(init) : Response.json({ visibility: 'public' });
  });
  vi.stubGlobal('fetch', fetchMock);
  renderWithClient(
    <>
      <ProfileVisibilitySetting />
      <Toaster />
    </>,
  );
  return fetchMock;
}

const puts = (fetchMock: ReturnType<typeof renderSetting>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init?.body)));

describe('Profile visibility', () => {
  it('shows the saved choice, saves a new one at once and confirms it', async () => {
    const fetchMock = renderSetting((init) => Response.json(JSON.parse(String(init?.body))));

    const group = await screen.findByRole('radiogroup', { name: 'Profile visibility' });
    expect(group).toHaveAccessibleDescription(/applies to your tester profile/);
    expect(screen.getByRole('radio', { name: 'Anyone can see my profile' })).toBeChecked();

    fireEvent.click(screen.getByRole('radio', { name: 'Only builders I apply to' }));
    expect(await screen.findByText('Profile visibility saved')).toBeVisible();
    expect(puts(fetchMock)).toEqual([{ visibility: 'builders' }]);
    expect(screen.getByRole('radio', { name: 'Only builders I apply to' })).toBeChecked();
  });

  it('says when saving failed and keeps the saved choice', async () => {
    renderSetting(() =>
      Response.json({ code: 'internal_error', message: 'Something went wrong' }, { status: 500 }),
    );
    fireEvent.click(await screen.findByRole('radio', { name: 'Only builders I apply to' }));
    expect(await screen.findByText('Failed to save profile visibility')).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: 'Anyone can see my profile' })).toBeChecked(),
    );
  });
});
