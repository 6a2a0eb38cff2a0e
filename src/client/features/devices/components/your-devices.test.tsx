import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/client/components/ui/toaster.tsx';
import type { Device } from '@/shared/contracts/devices.ts';
import { OS_VERSION_MESSAGE } from '@/shared/contracts/platforms.ts';
import { fakeId } from '@/tests/client/fixtures.ts';
import { renderWithClient } from '@/tests/client/render.tsx';
import { YourDevices } from './your-devices.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const pixel: Device = {
  id: fakeId(),
  platform: 'Android',
  osVersion: '14',
  model: 'Pixel 8',
  createdAt: '2026-11-20T09:00:00.000Z',
};

/** The devices API over a list held here; `refuseAdd` answers every add instead. */
function stubDevicesApi(devices: Device[], refuseAdd?: Response) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    if (init?.method === 'POST') {
      if (refuseAdd) return refuseAdd;
      const body = JSON.parse(String(init.body));
      const added = { id: fakeId(), createdAt: '2026-11-25T09:00:00.000Z', ...body };
      devices.push(added);
      return Response.json(added, { status: 201 });
    }
    if (init?.method === 'DELETE') {
      devices.splice(
        devices.findIndex((device) => url.endsWith(device.id)),
        1,
      );
      return new Response(null, { status: 204 });
    }
    return Response.json(devices);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const renderSection = () =>
  renderWithClient(
    <>
      <YourDevices />
      <Toaster />
    </>,
  );
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const add = () => fireEvent.click(screen.getByRole('button', { name: 'Add device' }));
const listed = () =>
  within(screen.getByRole('list', { name: 'Your devices' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('YourDevices', () => {
  it('invites a person without devices to add some', async () => {
    stubDevicesApi([]);
    renderSection();
    expect(
      await screen.findByText(
        'No devices yet. Add the phones and computers you test on, so builders can find you and Browse can recommend betas you can install.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Your devices' })).toBeVisible();
  });

  it('adds a device from the form, lists it and says so', async () => {
    const fetchMock = stubDevicesApi([pixel]);
    renderSection();
    expect(await screen.findByText('Pixel 8 · Android 14')).toBeVisible();

    fireEvent.change(screen.getByLabelText('Platform'), { target: { value: 'iOS' } });
    type('OS version (optional)', '17.4');
    type('Model (optional)', 'iPhone 15');
    add();

    expect(await screen.findByText('Device added')).toBeVisible();
    await waitFor(() =>
      expect(listed()).toEqual(['Pixel 8 · Android 14Remove', 'iPhone 15 · iOS 17.4Remove']),
    );
    const [, init] = fetchMock.mock.calls.find(([, options]) => options?.method === 'POST') ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      platform: 'iOS',
      osVersion: '17.4',
      model: 'iPhone 15',
    });
    // The form is empty again for the next device.
    await waitFor(() => expect(screen.getByLabelText('Platform')).toHaveProperty('value', ''));
    expect(screen.getByLabelText('Model (optional)')).toHaveProperty('value', '');
  });

  it('asks for a platform and a version in numbers, beside the fields, without calling the server', async () => {
    const fetchMock = stubDevicesApi([]);
    renderSection();
    await screen.findByText(/No devices yet/);
    type('OS version (optional)', '17 beta');
    add();
    expect(await screen.findByText(OS_VERSION_MESSAGE)).toBeVisible();
    expect(screen.getByText('Choose a platform')).toBeVisible();
    expect(screen.getByLabelText('Platform')).toHaveAccessibleDescription('Choose a platform');
    expect(screen.getByLabelText('OS version (optional)').getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toEqual([]);
  });

  it('shows the limit’s refusal above the button, until the person edits', async () => {
    const refusal = Response.json(
      { code: 'too_many_devices', message: 'You can list up to 20 devices' },
      { status: 409 },
    );
    stubDevicesApi([pixel], refusal);
    renderSection();
    await screen.findByText('Pixel 8 · Android 14');
    fireEvent.change(screen.getByLabelText('Platform'), { target: { value: 'Web' } });
    add();
    expect(await screen.findByRole('alert')).toHaveTextContent('You can list up to 20 devices');
    fireEvent.input(screen.getByLabelText('Model (optional)'), { target: { value: 'Firefox' } });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('removes a device by a button that names it', async () => {
    const fetchMock = stubDevicesApi([pixel]);
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Pixel 8 · Android 14' }));
    expect(await screen.findByText('Device removed')).toBeVisible();
    expect(await screen.findByText(/No devices yet/)).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/me/devices/${pixel.id}`,
      expect.objectContaining({ method: 'DELETE' }),
    );
  });

  it('offers to try again when the devices do not load', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ code: 'internal', message: 'Boom' }, { status: 500 })),
    );
    renderSection();
    expect(await screen.findByText('Failed to load your devices.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
