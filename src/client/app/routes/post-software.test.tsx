import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../test/fixtures.ts';
import { renderWithClient, stubFetch, stubResizeObserver } from '../../test/render.tsx';
import { PostSoftwarePage } from './post-software.tsx';

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

const publishButton = () => screen.getByRole('button', { name: 'Publish' });

describe('Post Software form', () => {
  it('asks for an image and a valid video link before sending anything', async () => {
    const fetchMock = stubFetch();
    renderWithClient(<PostSoftwarePage user={builder} />);
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
    renderWithClient(<PostSoftwarePage user={builder} />);

    fireEvent.click(screen.getByRole('button', { name: 'Upload Image' }));
    chooseFile(new File([new Uint8Array(2_097_153)], 'big.png', { type: 'image/png' }));

    expect(await screen.findByText('Image must be 2 MB or smaller')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload' })).toHaveProperty('disabled', true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('uploads the image, then publishes the listing with its path', async () => {
    const fetchMock = stubFetch(
      Response.json({ uploadURL: '/api/uploads/token-1' }),
      new Response(null, { status: 200 }),
      Response.json({ objectPath: OBJECT_PATH }),
      Response.json({}, { status: 201 }),
    );
    renderWithClient(<PostSoftwarePage user={builder} />);
    fillRequiredText();

    fireEvent.click(screen.getByRole('button', { name: 'Upload Image' }));
    const file = new File(['png-bytes'], 'shot.png', { type: 'image/png' });
    chooseFile(file);
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));

    expect(await screen.findByRole('button', { name: 'Change Image' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Preview of your upload' }).getAttribute('src')).toBe(
      OBJECT_PATH,
    );
    const [, upload] = fetchMock.mock.calls[1] ?? [];
    expect(upload).toMatchObject({
      method: 'PUT',
      headers: { 'Content-Type': 'image/png' },
      body: file,
    });

    await waitFor(() => expect(publishButton().getAttribute('aria-disabled')).toBeNull());
    fireEvent.click(publishButton());

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(4));
    const [url, init] = fetchMock.mock.calls[3] ?? [];
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
    });
  });

  it('turns non-builders away', () => {
    renderWithClient(<PostSoftwarePage user={makeUser({ role: 'Tester' })} />);
    expect(screen.getByText('Access Denied')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
  });
});
