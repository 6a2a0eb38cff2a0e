import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/client/components/ui/toaster.tsx';
import { sentTo, stubApi } from '@/tests/client/matching-fixtures.ts';
import { renderWithClient, stubResizeObserver } from '@/tests/client/render.tsx';
import { InvitationSetting } from './invitation-setting.tsx';

beforeEach(stubResizeObserver);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PATH = '/api/me/invitation-settings';

describe('Invitations on the profile', () => {
  it('shows the choice and turns invitations off at once', async () => {
    const fetchMock = stubApi({
      [`GET ${PATH}`]: () => Response.json({ acceptsInvitations: true }),
      [`PUT ${PATH}`]: (init) => Response.json(JSON.parse(String(init?.body))),
    });
    renderWithClient(
      <>
        <InvitationSetting />
        <Toaster />
      </>,
    );
    const toggle = await screen.findByRole('switch', {
      name: 'Builders may invite me to their test cycles',
    });
    expect(toggle).toBeChecked();
    fireEvent.click(toggle);
    expect(await screen.findByText('Invitations off')).toBeVisible();
    expect(sentTo(fetchMock, 'PUT', PATH)).toEqual([{ acceptsInvitations: false }]);
    expect(toggle).not.toBeChecked();
  });
});
