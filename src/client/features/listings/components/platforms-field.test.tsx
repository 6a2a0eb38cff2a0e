import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/client/lib/api-request-error.ts';
import type { CreateListingBody, CreateListingInput } from '@/shared/contracts/listings.ts';
import { OS_VERSION_MESSAGE, PLATFORMS } from '@/shared/contracts/platforms.ts';
import { makeListing } from '@/tests/client/fixtures.ts';
import { renderWithClient, stubResizeObserver } from '@/tests/client/render.tsx';
import { ListingForm } from './listing-form.tsx';
import { listingFormValues } from './listing-form-values.ts';

beforeEach(stubResizeObserver);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const FILLED: CreateListingInput = {
  ...listingFormValues(),
  name: 'TaskFlow',
  shortDescription: 'Chat threads into tasks',
  longDescription: 'A lightweight project board.',
  imageUrl: '/objects/0f8fad5b-d9cb-469f-a165-70867728950e',
};

type Save = (values: CreateListingBody, callbacks: { onError: (error: unknown) => void }) => void;

/** The form alone, with its image already set; answers what a save would send. */
function renderForm(defaultValues: CreateListingInput = FILLED) {
  const onSave = vi.fn<Save>();
  renderWithClient(
    <ListingForm
      defaultValues={defaultValues}
      renderImageField={() => null}
      onSave={onSave}
      saving={false}
      submitLabel="Publish"
      savingLabel="Publishing..."
      discardTitle="Discard this listing?"
      onCancel={() => {}}
    />,
  );
  return onSave;
}

const group = () => screen.getByRole('group', { name: 'Platforms' });
const box = (platform: string) => within(group()).getByRole('checkbox', { name: platform });
const minimum = (platform: string) => screen.queryByLabelText(`Minimum ${platform} version`);
const publish = () => fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
const sent = async (onSave: ReturnType<typeof renderForm>) => {
  await waitFor(() => expect(onSave).toHaveBeenCalled());
  return onSave.mock.lastCall?.[0];
};

describe('the Platforms field', () => {
  it('offers every platform, none checked, with why it matters; a listing may name none', async () => {
    const onSave = renderForm();
    expect(group()).toHaveAccessibleDescription(
      'Testers filter Browse by platform. Check each one your build runs on.',
    );
    expect(within(group()).getAllByRole('checkbox')).toHaveLength(PLATFORMS.length);
    for (const platform of PLATFORMS) expect(box(platform)).not.toBeChecked();
    expect(minimum('iOS')).toBeNull();
    publish();
    expect(await sent(onSave)).toMatchObject({ platforms: [], minOsVersions: {} });
  });

  it('checks platforms by keyboard and sends them in their usual order, with the minimums typed', async () => {
    const user = userEvent.setup();
    const onSave = renderForm();
    await user.click(box('Web'));
    box('iOS').focus();
    await user.keyboard(' ');
    await user.click(box('Android'));
    expect(box('iOS')).toBeChecked();
    expect(minimum('iOS')).toHaveAttribute('placeholder', 'Any');
    await user.type(minimum('iOS') as HTMLElement, '17.4');
    publish();
    expect(await sent(onSave)).toMatchObject({
      platforms: ['Android', 'iOS', 'Web'],
      minOsVersions: { iOS: '17.4' },
    });
  });

  it('forgets the minimum of a platform unchecked, and asks afresh when it is checked again', async () => {
    const user = userEvent.setup();
    const onSave = renderForm();
    await user.click(box('macOS'));
    await user.type(minimum('macOS') as HTMLElement, '14');
    await user.click(box('Linux'));
    await user.click(box('macOS'));
    expect(minimum('macOS')).toBeNull();
    await user.click(box('macOS'));
    expect(minimum('macOS')).toHaveValue('');
    await user.click(box('macOS'));
    publish();
    expect(await sent(onSave)).toMatchObject({ platforms: ['Linux'], minOsVersions: {} });
  });

  it('says how to write a version, and saves nothing until it reads as one', async () => {
    const user = userEvent.setup();
    const onSave = renderForm();
    await user.click(box('Android'));
    const input = minimum('Android') as HTMLElement;
    await user.type(input, 'Ten');
    publish();
    await waitFor(() => expect(input).toHaveAccessibleDescription(OS_VERSION_MESSAGE));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(onSave).not.toHaveBeenCalled();
    await user.clear(input);
    await user.type(input, '10');
    await waitFor(() => expect(screen.queryByText(OS_VERSION_MESSAGE)).toBeNull());
    publish();
    expect(await sent(onSave)).toMatchObject({ minOsVersions: { Android: '10' } });
  });

  it("fills in an edited listing's platforms and minimums", () => {
    renderForm(
      listingFormValues(
        makeListing({ platforms: ['iPadOS', 'Windows'], minOsVersions: { Windows: '10.0.19045' } }),
      ),
    );
    expect(box('iPadOS')).toBeChecked();
    expect(box('Windows')).toBeChecked();
    expect(box('Web')).not.toBeChecked();
    expect(minimum('iPadOS')).toHaveValue('');
    expect(minimum('Windows')).toHaveValue('10.0.19045');
  });

  it("shows the server's refusal of the minimums under the field", async () => {
    const onSave = renderForm();
    const message = 'Give a minimum version only for a platform the listing runs on';
    onSave.mockImplementation((_values, { onError }) =>
      onError(
        new ApiRequestError(
          400,
          JSON.stringify({
            code: 'invalid_min_os_version',
            message,
            errors: { minOsVersions: message },
          }),
        ),
      ),
    );
    publish();
    await waitFor(() =>
      expect(group()).toHaveAccessibleDescription(expect.stringContaining(message)),
    );
  });
});
