import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubUploadRequests } from '@/client/test/fake-upload-request.ts';
import { makeUser } from '@/client/test/fixtures.ts';
import {
  fetchedUrls,
  renderWithClient,
  stubFetch,
  stubResizeObserver,
} from '@/client/test/render.tsx';
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

function uploadThroughDialog(trigger: 'Upload Image' | 'Change Image') {
  fireEvent.click(screen.getByRole('button', { name: trigger }));
  chooseFile(new File(['png-bytes'], 'shot.png', { type: 'image/png' }));
  fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
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

    expect(await screen.findByText('Please upload an image')).toBeTruthy();
    expect(screen.getByText('Enter a valid YouTube link or leave blank.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses an image over 2 MB before uploading it', async () => {
    const fetchMock = stubFetch();
    renderWithClient(<PostListingPage user={builder} />);

    fireEvent.click(screen.getByRole('button', { name: 'Upload Image' }));
    chooseFile(new File([new Uint8Array(2_097_153)], 'big.png', { type: 'image/png' }));

    expect(await screen.findByText('Image must be 2 MB or smaller')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload' })).toHaveProperty('disabled', true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('uploads the image, then publishes the listing with its path', async () => {
    const fetchMock = stubFetch(
      Response.json({ uploadURL: '/api/uploads/token-1' }),
      Response.json({ objectPath: OBJECT_PATH }),
      Response.json({}, { status: 201 }),
    );
    const uploads = stubUploadRequests();
    renderWithClient(<PostListingPage user={builder} />);
    fillRequiredText();

    fireEvent.click(screen.getByRole('button', { name: 'Upload Image' }));
    const file = new File(['png-bytes'], 'shot.png', { type: 'image/png' });
    chooseFile(file);
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));

    expect(await screen.findByRole('button', { name: 'Change Image' })).toBeTruthy();
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
      imageUrl: OBJECT_PATH,
      youtubeUrl: '',
      link: '',
      notes: '',
      testerLimit: null,
      screeningQuestions: [],
      inactivityDays: null,
      accessInstructions: '',
    });
  });

  it('uploads from the dialog without submitting or checking the post form', async () => {
    const fetchMock = stubFetch(
      Response.json({ uploadURL: '/api/uploads/token-1' }),
      Response.json({ objectPath: OBJECT_PATH }),
    );
    stubUploadRequests();
    renderWithClient(<PostListingPage user={builder} />);

    uploadThroughDialog('Upload Image');
    expect(await screen.findByRole('button', { name: 'Change Image' })).toBeTruthy();
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

    uploadThroughDialog('Upload Image');
    await screen.findByRole('button', { name: 'Change Image' });
    uploadThroughDialog('Change Image');

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

    uploadThroughDialog('Upload Image');
    expect(await screen.findByText('Uploading image... 50%')).toBeTruthy();
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
    expect(within(dialog).getByText('Discard this listing?')).toBeTruthy();
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
    expect(screen.getByText('Access Denied')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
  });
});
