import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/client/components/ui/toaster.tsx';
import { renderWithClient, stubFetch } from '@/tests/client/render.tsx';
import { SendEmailForm } from './send-email-form.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm() {
  renderWithClient(
    <>
      <SendEmailForm />
      <Toaster />
    </>,
  );
}

const sendButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Send Email' });
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('SendEmailForm', () => {
  it('keeps Send Email disabled until To, Subject and Message are all filled', () => {
    stubFetch();
    renderForm();
    expect(sendButton().disabled).toBe(true);

    type('Subject', 'New betas');
    expect(sendButton().disabled).toBe(true);
    type('Message', 'Have a look.');
    expect(sendButton().disabled).toBe(true);
    type('Recipient e-mail address', 'ada@example.com');
    expect(sendButton().disabled).toBe(false);

    type('Subject', '   ');
    expect(sendButton().disabled).toBe(true);
  });

  it('stops each field at the length the server accepts', () => {
    stubFetch();
    renderForm();
    const maxLength = (label: string) => screen.getByLabelText(label).getAttribute('maxlength');
    expect(maxLength('Recipient e-mail address')).toBe('254');
    expect(maxLength('Subject')).toBe('200');
    expect(maxLength('Message')).toBe('20000');
  });

  it('counts a picked group as a recipient, without an address', () => {
    stubFetch();
    renderForm();
    type('Subject', 'New betas');
    type('Message', 'Have a look.');

    type('To', 'testers');

    expect(screen.queryByLabelText('Recipient e-mail address')).toBeNull();
    expect(sendButton().disabled).toBe(false);
  });

  it('sends to a group, toasts that the mail is queued and clears the form', async () => {
    const fetchMock = stubFetch(Response.json({ queued: 3, held: false }));
    renderForm();
    type('To', 'testers');
    type('Subject', 'New betas');
    type('Message', 'Have a look.');

    fireEvent.click(sendButton());

    expect(await screen.findByText('Email queued.')).toBeVisible();
    expect(
      screen.getByText('Queued for delivery to 3 recipients; the outbox shows when each is sent.'),
    ).toBeVisible();
    expect(screen.queryByText('Email sent successfully.')).toBeNull();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/admin/send-email');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      to: 'testers',
      subject: 'New betas',
      message: 'Have a look.',
    });
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Subject').value).toBe(''));
    expect(screen.getByLabelText<HTMLSelectElement>('To').value).toBe('address');
  });

  it('says the mail is kept, not sent, when the server has no mail server', async () => {
    stubFetch(Response.json({ queued: 1, held: true }));
    renderForm();
    type('Recipient e-mail address', 'ana@example.test');
    type('Subject', 'Hello');
    type('Message', 'Hi there.');

    fireEvent.click(sendButton());

    // The toast store outlives a test: wait for this toast's own words, not the shared title.
    expect(
      await screen.findByText('Kept in the outbox for 1 recipient, not sent: no SMTP_URL is set.'),
    ).toBeVisible();
    expect(screen.getByText('Email queued.')).toBeVisible();
    expect(screen.queryByText('Email sent successfully.')).toBeNull();
  });

  it('checks a typed address before sending', async () => {
    const fetchMock = stubFetch();
    renderForm();
    type('Recipient e-mail address', 'not-an-address');
    type('Subject', 'Hello');
    type('Message', 'Hi there.');

    fireEvent.click(sendButton());

    expect(await screen.findByText('Enter an e-mail address or choose a group')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's message under To when a group has nobody in it", async () => {
    const message = 'Nobody in that group has a verified e-mail address';
    stubFetch(Response.json({ message, errors: { to: message } }, { status: 400 }));
    renderForm();
    type('To', 'builders');
    type('Subject', 'Hello');
    type('Message', 'Hi there.');

    fireEvent.click(sendButton());

    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    expect(screen.getByText('Error')).toBeVisible();
    expect(screen.getByLabelText('To').getAttribute('aria-invalid')).toBe('true');
  });
});
