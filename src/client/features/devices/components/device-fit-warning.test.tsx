import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { devicePaths } from '@/shared/contracts/device-paths.ts';
import type { Device } from '@/shared/contracts/devices.ts';
import type { PlatformNeeds } from '@/shared/contracts/platforms.ts';
import { fakeId } from '@/tests/client/fixtures.ts';
import { renderWithClient, stubFetch } from '@/tests/client/render.tsx';
import { DeviceFitWarning } from './device-fit-warning.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const device = (platform: Device['platform'], osVersion: string): Device => ({
  id: fakeId(),
  platform,
  osVersion,
  model: '',
  createdAt: '2026-11-20T09:00:00.000Z',
});
const androidAndIos: PlatformNeeds = {
  platforms: ['Android', 'iOS'],
  minOsVersions: { Android: '10' },
};

function renderWarning(needs: PlatformNeeds, devices: Device[]) {
  const fetchMock = stubFetch(Response.json(devices));
  const { client } = renderWithClient(<DeviceFitWarning needs={needs} />);
  return { fetchMock, client };
}

describe('DeviceFitWarning', () => {
  it('says none of the tester’s devices fits, naming where the beta runs, with a way to add one', async () => {
    renderWarning(androidAndIos, [device('Android', '9'), device('Windows', '11')]);
    const warning = await screen.findByRole('status');
    expect(warning).toHaveTextContent(
      'None of your devices fits this beta: it runs on Android 10+ and iOS. Add a device',
    );
    expect(screen.getByRole('link', { name: 'Add a device' }).getAttribute('href')).toBe(
      '/profile#your-devices',
    );
  });

  it('names three platforms or more in a list', async () => {
    renderWarning({ platforms: ['macOS', 'Windows', 'Linux'], minOsVersions: {} }, [
      device('Web', ''),
    ]);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'it runs on macOS, Windows and Linux.',
    );
  });

  it('asks a tester without devices to add theirs', async () => {
    renderWarning(androidAndIos, []);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Add your devices to see whether this beta runs on them. Add a device',
    );
  });

  it('says nothing when a device fits, a version unsaid included', async () => {
    const { client } = renderWarning(androidAndIos, [device('Android', '9'), device('iOS', '')]);
    await waitFor(() => expect(client.getQueryData([devicePaths.mine])).toHaveLength(2));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says nothing, and asks nothing, for a listing that names no platform', () => {
    const { fetchMock } = renderWarning({ platforms: [], minOsVersions: {} }, []);
    expect(screen.queryByRole('status')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
