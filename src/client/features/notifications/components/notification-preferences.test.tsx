import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Preference } from '@/shared/contracts/notifications.ts';
import { stubNotificationsApi } from '@/tests/client/fake-notifications-api.ts';
import { renderWithClient } from '@/tests/client/render.tsx';
import { NotificationPreferences } from './notification-preferences.tsx';

afterEach(cleanup);

const BUILDER_PREFERENCES: Preference[] = [
  { type: 'message', inApp: true, email: true },
  { type: 'tester_joined', inApp: true, email: false },
  { type: 'feedback_received', inApp: true, email: true },
];

const PATH = '/api/notifications/preferences';

function renderPreferences(emailVerified = true) {
  const api = stubNotificationsApi({ preferences: structuredClone(BUILDER_PREFERENCES) });
  renderWithClient(<NotificationPreferences user={{ emailVerified }} />);
  return api;
}

const switchNamed = (name: string) => screen.findByRole('switch', { name });
const isOn = (control: HTMLElement) => control.getAttribute('aria-checked') === 'true';

describe('NotificationPreferences', () => {
  it('shows each of the viewer’s types, in the app and by e-mail, labelled for each switch', async () => {
    renderPreferences();
    const table = await screen.findByRole('table');
    const rows = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(rows).toEqual([
      'New messages',
      'A tester joined or was waitlisted on your beta',
      'New feedback on your beta',
    ]);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Tell me when', 'In the app', 'By e-mail']);
    expect(isOn(await switchNamed('New messages by e-mail'))).toBe(true);
    expect(
      isOn(await switchNamed('A tester joined or was waitlisted on your beta by e-mail')),
    ).toBe(false);
    expect(screen.getByText(/E-mail goes only to a verified address\./)).toBeVisible();
  });

  it('tells an unverified viewer that e-mail waits for a verified address', async () => {
    renderPreferences(false);
    expect(
      await screen.findByText(
        /E-mail goes only to a verified address: verify yours to receive it\./,
      ),
    ).toBeVisible();
  });

  it('saves one switch at once, with only its type, and says it was saved', async () => {
    const api = renderPreferences();
    fireEvent.click(await switchNamed('New messages by e-mail'));

    expect(await screen.findByText('Saved: New messages by e-mail.')).toBeVisible();
    expect(api.sent('PUT', PATH)).toEqual([
      { preferences: [{ type: 'message', inApp: true, email: false }] },
    ]);
    expect(isOn(await switchNamed('New messages by e-mail'))).toBe(false);
    expect(api.state.preferences[0]).toEqual({ type: 'message', inApp: true, email: false });
  });

  it('flips a switch back and says so when the save fails', async () => {
    const api = renderPreferences();
    api.fail(PATH);
    const control = await switchNamed('New feedback on your beta in the app');
    fireEvent.click(control);

    expect(
      await screen.findByText(
        'Could not save New feedback on your beta in the app; it is back as it was. Please try again.',
      ),
    ).toBeVisible();
    await waitFor(() => expect(isOn(control)).toBe(true));
    expect(api.state.preferences[2]).toEqual(BUILDER_PREFERENCES[2]);
  });

  it('offers a retry when the settings cannot be read', async () => {
    const api = stubNotificationsApi({ preferences: BUILDER_PREFERENCES });
    api.fail(PATH);
    renderWithClient(<NotificationPreferences user={{ emailVerified: true }} />);
    expect(await screen.findByText('Could not load your notification settings.')).toBeVisible();
    api.recover(PATH);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await switchNamed('New messages in the app')).toBeEnabled();
  });
});
