import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REGISTRATION_STARTED_MESSAGE } from '@/shared/contracts/auth.ts';
import { fetchedUrls, renderWithClient, stubFetch } from '@/tests/client/render.tsx';
import { RegisterForm } from './register-form.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const started = () => Response.json({ message: REGISTRATION_STARTED_MESSAGE }, { status: 202 });

function fillAndCreate() {
  const type = (label: string, value: string) =>
    fireEvent.input(screen.getByLabelText(label), { target: { value } });
  type('First name', 'Ada');
  type('Last name', 'Lovelace');
  type('Email', 'Ada@Example.com');
  type('Password', 'correct horse battery');
  fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
}

const bodiesOf = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)));

describe('RegisterForm', () => {
  it('asks the person to check their e-mail, naming the address, with focus on that news', async () => {
    const fetchMock = stubFetch(started());
    renderWithClient(<RegisterForm />);
    fillAndCreate();

    const heading = await screen.findByRole('heading', { name: 'Check your e-mail' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText('ada@example.com')).toBeVisible();
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(fetchedUrls(fetchMock)).toEqual(['/api/auth/register']);
    expect(bodiesOf(fetchMock)).toEqual([
      {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        password: 'correct horse battery',
      },
    ]);
  });

  it('sends the same request again on "Send it again", and says so', async () => {
    const fetchMock = stubFetch(started(), started());
    renderWithClient(<RegisterForm />);
    fillAndCreate();
    fireEvent.click(await screen.findByRole('button', { name: 'Send it again' }));

    expect(await screen.findByText('We sent it again to ada@example.com.')).toBeVisible();
    const [first, second] = bodiesOf(fetchMock);
    expect(second).toEqual(first);
  });

  it('shows why a resend was refused, and keeps the news on screen', async () => {
    const message = 'Too many attempts; try again in 1 hour';
    stubFetch(started(), Response.json({ message }, { status: 429 }));
    renderWithClient(<RegisterForm />);
    fillAndCreate();
    fireEvent.click(await screen.findByRole('button', { name: 'Send it again' }));

    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  });

  it('says once, under the password, why a common password was refused', async () => {
    const message = 'This password is one of the most common ones, so it is easy to guess.';
    stubFetch(Response.json({ message, errors: { password: message } }, { status: 400 }));
    renderWithClient(<RegisterForm />);
    fillAndCreate();

    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.getAllByText(message)).toHaveLength(1);
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
  });

  it('goes back to the form for another address, the names kept', async () => {
    stubFetch(started());
    renderWithClient(<RegisterForm />);
    fillAndCreate();
    fireEvent.click(await screen.findByRole('button', { name: 'Use a different address' }));

    expect(screen.getByLabelText('First name')).toHaveProperty('value', 'Ada');
    expect(screen.getByLabelText('Email')).toHaveProperty('value', '');
  });
});
