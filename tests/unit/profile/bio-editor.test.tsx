/** The bio editor (accounts-side §4.4, §5, §8): the counter, Save over the limit, Cancel, the failure text. */
import { act, fireEvent, screen } from '@testing-library/react';
import { BioEditor } from '@/components/profile/BioEditor';
import { ApiRequestError } from '@/lib/client/api';
import { putBio } from '@/lib/client/endpoints';
import { renderWithQuery as render } from '@/tests/helpers/query-wrapper';

jest.mock('@/lib/client/endpoints');
const saveBio = jest.mocked(putBio);

beforeEach(() => jest.resetAllMocks());

const textbox = () => screen.getByRole('textbox', { name: 'Bio' });
const type = (text: string) => fireEvent.change(textbox(), { target: { value: text } });

test('shows the saved bio as text, with the placeholder and a counter once editing', () => {
  render(<BioEditor userId="u1" savedBio={'<b>Hi</b>\nthere'} />);
  expect(screen.getByText(/<b>Hi<\/b>/)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Edit bio' }));
  expect(textbox()).toHaveAttribute('placeholder', 'Tell other about yourself. (300 characters max)');
  expect(screen.getByText('64/300')).toBeInTheDocument(); // 14 characters and a line break (50)
});

test('over 300 (a line break counts as 50) the counter is marked and Save is disabled', () => {
  render(<BioEditor userId="u1" savedBio="" />);
  fireEvent.click(screen.getByRole('button', { name: 'Add a bio' }));
  type(`${'a'.repeat(250)}\n`);
  expect(screen.getByText('300/300')).not.toHaveClass('over');
  expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  type(`${'a'.repeat(251)}\n`);
  expect(screen.getByText('301/300')).toHaveClass('over');
  expect(textbox()).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
});

test('Cancel restores the last saved text', () => {
  render(<BioEditor userId="u1" savedBio="Saved." />);
  fireEvent.click(screen.getByRole('button', { name: 'Edit bio' }));
  type('A draft.');
  fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.getByText('Saved.')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Edit bio' }));
  expect(textbox()).toHaveValue('Saved.');
});

test('Save sends the bio; a failure shows the spec text and keeps the draft', async () => {
  saveBio.mockRejectedValueOnce(new ApiRequestError('HTTP 503: Service Unavailable', 503, '/auth/users/u1/bio'));
  render(<BioEditor userId="u1" savedBio="" />);
  fireEvent.click(screen.getByRole('button', { name: 'Add a bio' }));
  type('Hello');
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
  expect(saveBio).toHaveBeenCalledWith('u1', 'Hello');
  expect(screen.getByRole('alert')).toHaveTextContent('Failed to update bio. Please try again.');
  expect(textbox()).toHaveValue('Hello');

  saveBio.mockResolvedValueOnce({ success: true, bio: 'Hello' });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
});
