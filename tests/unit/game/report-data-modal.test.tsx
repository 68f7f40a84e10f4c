import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ReportDataModal, type ReportDataModalProps } from '@/components/game/ReportDataModal';
import { ToastProvider } from '@/components/ui/toast';
import { postDataCorrection } from '@/lib/client/endpoints';
import { getItems } from '@/lib/games/items';
import { getGame } from '@/lib/games/registry';
import { renderWithQuery } from '../../helpers/query-wrapper';

jest.mock('@/lib/client/endpoints');

const sts = getGame('slay-the-spire')!;
const cards = getItems('slay-the-spire');
const report = postDataCorrection as jest.MockedFunction<typeof postDataCorrection>;

beforeEach(() => {
  report.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

function renderReport(props: Partial<ReportDataModalProps> = {}) {
  const onClose = jest.fn();
  renderWithQuery(
    <ToastProvider>
      <ReportDataModal game={sts} items={cards} onClose={onClose} {...props} />
    </ToastProvider>,
  );
  return { onClose };
}

const dialog = () => screen.getByRole('dialog', { name: 'Report Incorrect Data' });
const itemSelect = () => within(dialog()).getByRole('combobox', { name: 'Card' });
const submitButton = () => within(dialog()).getByRole('button', { name: /Submit Report|Submitting/ });

test('offers every item, preselects the initial one, and lists the game’s categories plus Hint', () => {
  renderReport({ initialItemName: 'bash' });
  expect(itemSelect()).toHaveValue('Bash');
  expect(within(itemSelect()).getAllByRole('option')).toHaveLength(cards.length + 1);
  const boxes = within(dialog()).getAllByRole('checkbox').map((box) => box.closest('label')!.textContent);
  expect(boxes).toEqual(['Class', 'Type', 'Cost', 'Keywords', 'Target', 'Rarity', 'Hint']);
});

test('submitting without an item or a category shows both spec messages and sends nothing', () => {
  renderReport();
  fireEvent.click(submitButton());
  const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
  expect(alerts).toEqual(['Please select an item to report data for.', 'Please select at least one category with incorrect data.']);
  expect(report).not.toHaveBeenCalled();
});

test('with an item but no category only the category message shows; ticking one clears it', () => {
  renderReport({ initialItemName: 'Bash' });
  fireEvent.click(submitButton());
  expect(screen.getByRole('alert')).toHaveTextContent(/^Please select at least one category with incorrect data\.$/);
  fireEvent.click(screen.getByRole('checkbox', { name: 'Cost' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(report).not.toHaveBeenCalled();
});

test('a valid report posts game, item, categories and notes, shows the thank-you toast and closes', async () => {
  let answer!: (response: { ok: true; id: number }) => void;
  report.mockReturnValue(new Promise((resolve) => { answer = resolve; }));
  const { onClose } = renderReport();
  fireEvent.change(itemSelect(), { target: { value: 'Bash' } });
  fireEvent.click(screen.getByRole('checkbox', { name: 'Hint' }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'Cost' }));
  fireEvent.change(screen.getByRole('textbox', { name: /Notes/ }), { target: { value: '  Costs 2.  ' } });
  expect(screen.getByText('12/1000')).toBeInTheDocument();
  fireEvent.click(submitButton());

  await waitFor(() => expect(submitButton()).toBeDisabled());
  expect(submitButton()).toHaveTextContent('Submitting...');
  expect(report).toHaveBeenCalledTimes(1);
  expect(report.mock.calls[0][0]).toEqual({ game: 'slay-the-spire', item: 'Bash', categories: ['cost', 'hint'], notes: 'Costs 2.' });

  await act(async () => answer({ ok: true, id: 7 }));
  expect(await screen.findByText('Thank you! Your data correction report has been submitted.')).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Thank you!');
  expect(onClose).toHaveBeenCalledTimes(1);
});

test('a failed report shows the failure toast and keeps the form open with its contents', async () => {
  report.mockRejectedValue(new Error('Something went wrong on our side. Please try again.'));
  const { onClose } = renderReport({ initialItemName: 'Bash' });
  fireEvent.click(screen.getByRole('checkbox', { name: 'Rarity' }));
  fireEvent.change(screen.getByRole('textbox', { name: /Notes/ }), { target: { value: 'It is a Basic card.' } });
  fireEvent.click(submitButton());

  expect(await screen.findByText('Failed to submit data correction. Please try again.')).toBeInTheDocument();
  expect(screen.getByText('Failed to submit data correction. Please try again.').closest('[role="alert"]')).not.toBeNull();
  expect(onClose).not.toHaveBeenCalled();
  await waitFor(() => expect(submitButton()).toBeEnabled());
  expect(submitButton()).toHaveTextContent('Submit Report');
  expect(itemSelect()).toHaveValue('Bash');
  expect(screen.getByRole('checkbox', { name: 'Rarity' })).toBeChecked();
  expect(screen.getByRole('textbox', { name: /Notes/ })).toHaveValue('It is a Basic card.');
});

test('notes stop at 1000 characters', () => {
  renderReport();
  const notes = screen.getByRole('textbox', { name: /Notes/ });
  fireEvent.change(notes, { target: { value: 'z'.repeat(1200) } });
  expect(notes).toHaveValue('z'.repeat(1000));
  expect(screen.getByText('1000/1000')).toBeInTheDocument();
});

test('Escape, Cancel and the close button close it', () => {
  const { onClose } = renderReport();
  fireEvent.keyDown(dialog(), { key: 'Escape' });
  fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  fireEvent.click(screen.getByRole('button', { name: 'Close report form' }));
  expect(onClose).toHaveBeenCalledTimes(3);
});
