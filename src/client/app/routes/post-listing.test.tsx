import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/client/components/ui/toaster.tsx';
import { stubUploadRequests } from '@/tests/client/fake-upload-request.ts';
import { makeListing, makeUser } from '@/tests/client/fixtures.ts';
import {
  fetchedUrls,
  renderWithClient,
  stubFetch,
  stubResizeObserver,
} from '@/tests/client/render.tsx';
import { PostListingPage } from './post-listing.tsx';

const builder = makeUser({ role: 'Builder' });
const OBJECT_PATH = '/objects/0f8fad5b-d9cb-469f-a165-70867728950e';

beforeEach(stubResizeObserver);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function fillRequiredText() {
  fireEvent.change(screen.getByLabelText('Name*'), { target: { value: 'TaskFlow' } });
  fireEvent.change(screen.getByLabelText('Short Description*'), {
    target: { value: 'Chat threads into tasks' },
  });
  fireEvent.change(screen.getByLabelText('Long Description*'), {
    target: { value: 'A lightweight project board.' },
  });
}

function chooseFile(file: File) {
  fireEvent.change(screen.getByLabelText('Image file'), { target: { files: [file] } });
}

/** Upload is enabled once the chosen file is checked (and resized when it has to be). */
async function clickUploadWhenReady() {
  const upload = screen.getByRole('button', { name: 'Upload' });
  await waitFor(() => expect(upload).toHaveProperty('disabled', false));
  fireEvent.click(upload);
}

async function uploadThroughDialog(trigger: 'Upload Image' | 'Change Image') {
  fireEvent.click(screen.getByRole('button', { name: trigger }));
  chooseFile(new File(['png-bytes'], 'shot.png', { type: 'image/png' }));
  await clickUploadWhenReady();
}

const publishButton = () => screen.getByRole('button', { name: 'Publish' });

describe('Post Software form', () => {
  it('asks for an image and a valid video link before sending anything', async () => {
    const fetchMock = stubFetch();
    renderWithClient(<PostListingPage user={builder} />);
    fillRequiredText();
    fireEvent.change(screen.getByLabelText('YouTube Video URL'), {
      target: { value: 'https://vimeo.com/123' },
    });

    expect(publishButton().getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(publishButton());

    expect(await screen.findByText('Please upload an image')).toBeVisible();
    expect(screen.getByText('Enter a valid YouTube link or leave blank.')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses an image over 2 MB before uploading it', async () => {
    const fetchMock = stubFetch();
    renderWithClient(<PostListingPage user={builder} />);

    fireEvent.click(screen.getByRole('button', { name: 'Upload Image' }));
    chooseFile(new File([new Uint8Array(2_097_153)], 'big.png', { type: 'image/png' }));

    expect(await screen.findByText('Image must be 2 MB or smaller')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Upload' })).toHaveProperty('disabled', true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('resizes a photo over 2 MB in the browser, uploads that, and says so', async () => {
    stubFetch(
      Response.json({ uploadURL: '/api/uploads/token-1' }),
      Response.json({ objectPath: OBJECT_PATH }),
    );
    const uploads = stubUploadRequests();
    // jsdom has neither decoder nor canvas: these stand in for the browser's.
    const drawn: number[][] = [];
    vi.stubGlobal('createImageBitmap', async () => ({ width: 4032, height: 3024, close() {} }));
    vi.stubGlobal(
      'OffscreenCanvas',
      class {
        constructor(
          readonly width: number,
          readonly height: number,
        ) {}
        getContext() {
          return { fillRect() {}, drawImage: (...args: number[]) => drawn.push(args.slice(1)) };
        }
        async convertToBlob({ type }: { type: string }) {
          return new Blob([new Uint8Array(900_000)], { type });
        }
      },
    );
    renderWithClient(
      <>
        <PostListingPage user={builder} />
        <Toaster />
      </>,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Upload Image' }));
    chooseFile(new File([new Uint8Array(6_291_456)], 'IMG_0042.jpeg', { type: 'image/jpeg' }));
    expect(await screen.findByText('Your image was resized to fit the 2 MB limit.')).toBeVisible();
    await clickUploadWhenReady();

    expect(await screen.findByText('Image uploaded successfully!')).toBeVisible();
    expect(drawn).toEqual([[0, 0, 1600, 1200]]);
    const sent = uploads[0]?.body as File;
    expect(uploads[0]?.headers).toEqual({ 'Content-Type': 'image/jpeg' });
    expect(sent.size).toBe(900_000);
    expect(sent.name).toBe('IMG_0042.jpg');
  });

  it('refuses a GIF over 2 MB, which is not resized, before uploading it', async () => {
    const fetchMock = stubFetch();
    renderWithClient(<PostListingPage user={builder} />);

    fireEvent.click(screen.getByRole('button', { name: 'Upload Image' }));
    chooseFile(new File([new Uint8Array(2_097_153)], 'dance.gif', { type: 'image/gif' }));

    expect(
      await screen.findByText(
        'GIFs are not resized, so that they keep their animation: choose one of 2 MB or smaller.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Upload' })).toHaveProperty('disabled', true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('uploads the image, publishes the listing, then opens it with its share link', async () => {
    window.history.replaceState(null, '', '/post-software');
    const posted = makeListing({ name: 'TaskFlow' });
    const fetchMock = stubFetch(
      Response.json({ uploadURL: '/api/uploads/token-1' }),
      Response.json({ objectPath: OBJECT_PATH }),
      Response.json(posted, { status: 201 }),
    );
    const uploads = stubUploadRequests();
    renderWithClient(
      <>
        <PostListingPage user={builder} />
        <Toaster />
      </>,
    );
    fillRequiredText();

    fireEvent.click(screen.getByRole('button', { name: 'Upload Image' }));
    const file = new File(['png-bytes'], 'shot.png', { type: 'image/png' });
    chooseFile(file);
    await clickUploadWhenReady();

    expect(await screen.findByRole('button', { name: 'Change Image' })).toBeEnabled();
    expect(screen.getByRole('img', { name: 'Preview of your upload' }).getAttribute('src')).toBe(
      OBJECT_PATH,
    );
    expect(uploads).toEqual([
      {
        method: 'PUT',
        url: '/api/uploads/token-1',
        headers: { 'Content-Type': 'image/png' },
        body: file,
      },
    ]);

    await waitFor(() => expect(publishButton().getAttribute('aria-disabled')).toBeNull());
    fireEvent.click(publishButton());

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    const [url, init] = fetchMock.mock.calls[2] ?? [];
    expect(url).toBe('/api/software');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'TaskFlow',
      shortDescription: 'Chat threads into tasks',
      longDescription: 'A lightweight project board.',
      category: 'Web',
      platforms: [],
      minOsVersions: {},
      imageUrl: OBJECT_PATH,
      youtubeUrl: '',
      link: '',
      notes: '',
      testerLimit: null,
      screeningQuestions: [],
      inactivityDays: null,
      accessInstructions: '',
    });
    expect(await screen.findByText('Software posted successfully!')).toBeVisible();
    expect(
      screen.getByText(
        `Invite testers with its share link: ${window.location.origin}/share/${posted.id}`,
      ),
    ).toBeVisible();
    await waitFor(() => expect(window.location.pathname).toBe(`/software/${posted.id}`));
  });

  it('uploads from the dialog without submitting or checking the post form', async () => {
    const fetchMock = stubFetch(
      Response.json({ uploadURL: '/api/uploads/token-1' }),
      Response.json({ objectPath: OBJECT_PATH }),
    );
    stubUploadRequests();
    renderWithClient(<PostListingPage user={builder} />);

    await uploadThroughDialog('Upload Image');
    expect(await screen.findByRole('button', { name: 'Change Image' })).toBeEnabled();
    expect(screen.queryByText('Required')).toBeNull();
    expect(fetchedUrls(fetchMock)).toEqual(['/api/objects/upload', '/api/software-images']);
  });

  it('changes the image of a filled form without publishing it', async () => {
    const secondPath = '/objects/1f8fad5b-d9cb-469f-a165-70867728950e';
    const fetchMock = stubFetch(
      Response.json({ uploadURL: '/api/uploads/token-1' }),
      Response.json({ objectPath: OBJECT_PATH }),
      Response.json({ uploadURL: '/api/uploads/token-2' }),
      Response.json({ objectPath: secondPath }),
    );
    stubUploadRequests();
    renderWithClient(<PostListingPage user={builder} />);
    fillRequiredText();

    await uploadThroughDialog('Upload Image');
    await screen.findByRole('button', { name: 'Change Image' });
    await uploadThroughDialog('Change Image');

    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Preview of your upload' }).getAttribute('src')).toBe(
        secondPath,
      ),
    );
    expect(fetchedUrls(fetchMock)).not.toContain('/api/software');
  });

  it('shows how much of the image has been sent', async () => {
    stubFetch(Response.json({ uploadURL: '/api/uploads/token-1' }));
    stubUploadRequests('never');
    renderWithClient(<PostListingPage user={builder} />);

    await uploadThroughDialog('Upload Image');
    expect(await screen.findByText('Uploading image... 50%')).toBeVisible();
    const bar = screen.getByRole('progressbar', { name: 'Upload progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('50');
  });

  it('asks before throwing away what was typed, and leaves at once when nothing was', async () => {
    const { unmount } = renderWithClient(<PostListingPage user={builder} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    unmount();

    renderWithClient(<PostListingPage user={builder} />);
    fireEvent.change(screen.getByLabelText('Name*'), { target: { value: 'TaskFlow' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Discard this listing?')).toBeVisible();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByLabelText<HTMLInputElement>('Name*').value).toBe('TaskFlow');
  });

  it('stops each text field at the length the server accepts', () => {
    renderWithClient(<PostListingPage user={builder} />);
    const maxLength = (label: string) => screen.getByLabelText(label).getAttribute('maxlength');
    expect(maxLength('Name*')).toBe('120');
    expect(maxLength('Short Description*')).toBe('200');
    expect(maxLength('Long Description*')).toBe('10000');
    expect(maxLength('YouTube Video URL')).toBe('2048');
    expect(maxLength('Link')).toBe('2048');
    expect(maxLength('Notes')).toBe('5000');
  });

  it('turns non-builders away', () => {
    renderWithClient(<PostListingPage user={makeUser({ role: 'Tester' })} />);
    expect(screen.getByText('Access Denied')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
  });
});
