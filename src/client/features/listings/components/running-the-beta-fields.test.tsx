import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CreateListingBody, CreateListingInput } from '@/shared/contracts/listings.ts';
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

/** The form alone, with its image already set; answers what a save would send. */
function renderForm(defaultValues: CreateListingInput = FILLED) {
  const onSave = vi.fn<(values: CreateListingBody) => void>();
  renderWithClient(
    <ListingForm
      defaultValues={defaultValues}
      renderImageField={() => null}
      onSave={(values) => onSave(values)}
      saving={false}
      submitLabel="Publish"
      savingLabel="Publishing..."
      discardTitle="Discard this listing?"
      onCancel={() => {}}
    />,
  );
  return onSave;
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const publish = () => fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
const addQuestion = () => fireEvent.click(screen.getByRole('button', { name: 'Add question' }));
const kindOf = (question: number) =>
  screen.getByRole('radiogroup', { name: `Answer to question ${question}` });

describe('Running the beta', () => {
  it('sends no limit, no questions and no release when left empty', async () => {
    const onSave = renderForm();
    expect(screen.getByRole('heading', { name: 'Running the beta' })).toBeVisible();
    expect(
      screen.getByText(
        'Only you and the testers you accept see this: a TestFlight or Play link, an invite code, the steps to install.',
      ),
    ).toBeVisible();
    publish();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      testerLimit: null,
      screeningQuestions: [],
      inactivityDays: null,
      accessInstructions: '',
    });
  });

  it('sends the limit, the release period and the access instructions typed', async () => {
    const onSave = renderForm();
    type('Tester limit', '1,000');
    type('Release silent testers after (days)', '14');
    type('Access instructions', 'Invite code HARBOR');
    publish();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      testerLimit: 1000,
      inactivityDays: 14,
      accessInstructions: 'Invite code HARBOR',
    });
  });

  it('says what is wrong with a number, keeping what was typed', async () => {
    const onSave = renderForm();
    const cases = [
      ['0', 'Must be at least 1'],
      ['2.5', 'Must be a whole number'],
      ['ten', 'Must be a number'],
      ['10001', 'Must be at most 10,000'],
    ] as const;
    for (const [typed, message] of cases) {
      type('Tester limit', typed);
      publish();
      expect(await screen.findByText(message)).toBeVisible();
      const field = screen.getByLabelText<HTMLInputElement>('Tester limit');
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(field.value).toBe(typed);
    }
    type('Release silent testers after (days)', '366');
    publish();
    expect(await screen.findByText('Must be at most 365')).toBeVisible();
    expect(onSave).not.toHaveBeenCalled();
  });
});

describe('Screening questions', () => {
  it('asks a text and a choice question, the choice with its options', async () => {
    const onSave = renderForm();
    addQuestion();
    // The new question's prompt takes the keyboard at once.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Question 1')));
    type('Question 1', 'What do you build?');
    fireEvent.click(screen.getByLabelText('Testers must answer this'));

    addQuestion();
    type('Question 2', 'Which phone?');
    fireEvent.click(within(kindOf(2)).getByRole('radio', { name: 'Choice' }));
    type('Option 1 of question 2', 'iOS');
    type('Option 2 of question 2', 'Android');
    fireEvent.click(screen.getByRole('button', { name: 'Add option to question 2' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText('Option 3 of question 2')),
    );
    type('Option 3 of question 2', 'Both');

    publish();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0].screeningQuestions).toEqual([
      { prompt: 'What do you build?', kind: 'text', required: true },
      {
        prompt: 'Which phone?',
        kind: 'choice',
        options: ['iOS', 'Android', 'Both'],
        required: false,
      },
    ]);
  });

  it('keeps at least two options, and drops them when the question becomes text', async () => {
    const onSave = renderForm();
    addQuestion();
    fireEvent.click(within(kindOf(1)).getByRole('radio', { name: 'Choice' }));
    const removeFirst = screen.getByRole('button', { name: 'Remove option 1 of question 1' });
    expect(removeFirst).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Add option to question 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove option 3 of question 1' }));
    expect(screen.queryByLabelText('Option 3 of question 1')).toBeNull();

    fireEvent.click(within(kindOf(1)).getByRole('radio', { name: 'Text' }));
    expect(screen.queryByLabelText('Option 1 of question 1')).toBeNull();
    type('Question 1', 'Why this app?');
    publish();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0].screeningQuestions).toEqual([
      { prompt: 'Why this app?', kind: 'text', required: false },
    ]);
  });

  it('shows each mistake under its question and sends nothing', async () => {
    const onSave = renderForm();
    addQuestion();
    addQuestion();
    type('Question 2', 'Which phone?');
    fireEvent.click(within(kindOf(2)).getByRole('radio', { name: 'Choice' }));
    type('Option 1 of question 2', 'iOS');
    type('Option 2 of question 2', 'iOS');
    publish();

    expect(await screen.findByText('Required')).toBeVisible();
    expect(screen.getByLabelText('Question 1').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Options must differ')).toBeVisible();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('stops at five questions, and a removed one gives the keyboard back to "Add question"', async () => {
    renderForm();
    for (let count = 0; count < 5; count += 1) addQuestion();
    const add = screen.getByRole('button', { name: 'Add question' });
    expect(add).toHaveProperty('disabled', true);
    expect(screen.getByText('That is the most a listing can ask.')).toBeVisible();

    type('Question 2', 'Kept');
    fireEvent.click(screen.getByRole('button', { name: 'Remove question 1' }));
    expect(screen.queryByLabelText('Question 5')).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('Question 1').value).toBe('Kept');
    expect(add).toHaveProperty('disabled', false);
    await waitFor(() => expect(document.activeElement).toBe(add));
  });

  it('keeps the ids of the questions a listing already has', async () => {
    const id = '3b241101-e2bb-4255-8caf-4136c566a962';
    const onSave = renderForm({
      ...FILLED,
      screeningQuestions: [
        { id, prompt: 'Which phone?', kind: 'choice', options: ['iOS', 'Android'], required: true },
      ],
    });
    expect(screen.getByLabelText<HTMLInputElement>('Option 2 of question 1').value).toBe('Android');
    type('Question 1', 'Which phone do you use?');
    publish();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0].screeningQuestions).toEqual([
      {
        id,
        prompt: 'Which phone do you use?',
        kind: 'choice',
        options: ['iOS', 'Android'],
        required: true,
      },
    ]);
  });
});
