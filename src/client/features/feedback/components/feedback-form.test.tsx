import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCREENSHOT_NOT_UPLOADED_MESSAGE } from '@/shared/contracts/feedback.ts';
import { fakeId } from '@/tests/client/fixtures.ts';
import { renderWithClient, stubResizeObserver } from '@/tests/client/render.tsx';
import { FeedbackForm } from './feedback-form.tsx';

const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const UPLOADED = `/objects/${fakeId()}`;

/** Stands in for the image pipeline's dialog: a click "uploads" one image. */
function FakeUploader({
  trigger,
  onUploaded,
}: {
  trigger: ReactNode;
  onOpenChange: (open: boolean) => void;
  onUploaded: (path: string) => void;
}) {
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the click reaches the trigger button inside
    // biome-ignore lint/a11y/useKeyWithClickEvents: the test clicks only
    <span onClick={() => onUploaded(UPLOADED)}>{trigger}</span>
  );
}

beforeEach(() => {
  stubResizeObserver();
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(CHROME_ON_WINDOWS);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderForm() {
  const onFiled = vi.fn();
  renderWithClient(
    <FeedbackForm listingId={fakeId()} ImageUploader={FakeUploader} onFiled={onFiled} />,
  );
  return onFiled;
}

const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('Feedback form', () => {
  it('fills in the device from this browser, and lets the tester change it', () => {
    renderForm();
    expect(value('Browser')).toBe('Chrome 131.0.0.0');
    expect(value('OS')).toBe('Windows');
    expect(value('Viewport')).toBe(`${window.innerWidth}×${window.innerHeight}`);
    fireEvent.change(screen.getByLabelText('OS'), { target: { value: 'Windows 11' } });
    expect(value('OS')).toBe('Windows 11');
  });

  it('asks for steps, expected, actual and severity only for a bug', () => {
    renderForm();
    expect(screen.getByRole('radio', { name: 'Bug' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByLabelText('Steps to reproduce')).toBeEnabled();
    expect(screen.getByLabelText('Severity')).toBeEnabled();

    fireEvent.click(screen.getByRole('radio', { name: 'Idea' }));
    expect(screen.queryByLabelText('Steps to reproduce')).toBeNull();
    expect(screen.queryByLabelText('Expected')).toBeNull();
    expect(screen.queryByLabelText('Actual')).toBeNull();
    expect(screen.queryByLabelText('Severity')).toBeNull();
  });

  it('says what is missing under each field and sends nothing', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));

    await waitFor(() => expect(screen.getAllByText('Required')).toHaveLength(2));
    expect(screen.getByLabelText('Title').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Description').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends an idea without bug fields, with its screenshot, and shows server errors', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () =>
      Response.json(
        {
          message: 'Invalid input',
          errors: { title: 'Too similar', screenshots: SCREENSHOT_NOT_UPLOADED_MESSAGE },
        },
        { status: 400 },
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const onFiled = renderForm();
    fireEvent.click(screen.getByRole('radio', { name: 'Idea' }));
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Dark mode' } });
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Please.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add screenshot' }));
    expect(screen.getByRole('img', { name: 'Screenshot 1' }).getAttribute('src')).toBe(UPLOADED);
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));

    expect(await screen.findByText(SCREENSHOT_NOT_UPLOADED_MESSAGE)).toBeVisible();
    expect(screen.getByText('Too similar')).toBeVisible();
    expect(onFiled).not.toHaveBeenCalled();
    const sent = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));
    expect(sent).toMatchObject({ kind: 'Idea', title: 'Dark mode', screenshots: [UPLOADED] });
    expect(sent).not.toHaveProperty('steps');
    expect(sent).not.toHaveProperty('severity');
  });

  it('sends a bug with its severity and hands back the filed report', async () => {
    const filed = { id: fakeId(), softwareId: fakeId() };
    const fetchMock = vi.fn<typeof fetch>(async () => Response.json(filed, { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    const onFiled = renderForm();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Crash on save' } });
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'It crashes.' } });
    fireEvent.change(screen.getByLabelText('Steps to reproduce'), { target: { value: '1. Save' } });
    fireEvent.change(screen.getByLabelText('Severity'), { target: { value: 'High' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));

    await waitFor(() => expect(onFiled).toHaveBeenCalled());
    const sent = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));
    expect(sent).toMatchObject({ kind: 'Bug', steps: '1. Save', severity: 'High' });
    expect(sent).not.toHaveProperty('expected');
  });
});
