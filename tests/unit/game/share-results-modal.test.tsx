import { act, fireEvent, render, screen } from '@testing-library/react';
import { ShareResultsModal } from '@/components/game/ShareResultsModal';
import { ToastProvider } from '@/components/ui/toast';
import { SHARE_COPIED, SHARE_FAILED } from '@/lib/messages/game';

const TEXT = 'Books of the Bible #7\n2026-03-08\nSolved in 2 guesses\n\n⬛🟨⬛🟨🟩\n🟩🟩🟩🟩🟩\n\nhttps://guessdle.example/solve/bible-books';

const ROWS = [
  ['incorrect', 'partial', 'incorrect', 'partial-up', 'correct'],
  ['correct', 'correct', 'correct', 'correct', 'correct'],
] as const;

function setNavigator(name: 'clipboard' | 'share', value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true, writable: true });
}

function renderModal() {
  const onClose = jest.fn();
  render(
    <ToastProvider>
      <ShareResultsModal text={TEXT} title="Books of the Bible" rows={ROWS} onClose={onClose} />
    </ToastProvider>,
  );
  return { onClose, dialog: screen.getByRole('dialog', { name: 'Share Your Results' }) };
}

afterEach(() => {
  setNavigator('clipboard', undefined);
  setNavigator('share', undefined);
});

test('shows the result text on screen, with focus on Copy, and draws its squares (no emoji font needed)', () => {
  renderModal();
  const drawn = [...screen.getByTestId('share-grid').children].map((row) => row.children.length);
  expect(drawn).toEqual([5, 5]);
  const firstRow = [...screen.getByTestId('share-grid').children[0].children];
  expect(firstRow.map((square) => square.className.split(' ').at(-1))).toEqual(['incorrect', 'partial', 'incorrect', 'partial', 'correct']);
  // Each square carries its symbol besides its colour, one per emoji square: a higher cell is a plain partial (~).
  expect(firstRow.map((square) => square.textContent).join('')).toBe('✗~✗~✓');
  expect(screen.getByRole('textbox', { name: 'Your results' })).toHaveValue(TEXT);
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Copy' }));
});

test('Copy puts the text on the clipboard, says so and closes the modal', async () => {
  const writeText = jest.fn().mockResolvedValue(undefined);
  setNavigator('clipboard', { writeText });
  const { onClose } = renderModal();
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy' })));
  expect(writeText).toHaveBeenCalledWith(TEXT);
  expect(screen.getByRole('status')).toHaveTextContent(SHARE_COPIED);
  expect(onClose).toHaveBeenCalledTimes(1);
});

test('when copying fails the modal stays, the error toast shows and the text is selected for copying by hand', async () => {
  setNavigator('clipboard', { writeText: jest.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError')) });
  const { onClose } = renderModal();
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy' })));
  expect(screen.getByRole('alert')).toHaveTextContent(SHARE_FAILED);
  expect(onClose).not.toHaveBeenCalled();
  const textbox = screen.getByRole('textbox', { name: 'Your results' }) as HTMLTextAreaElement;
  expect(document.activeElement).toBe(textbox);
  expect([textbox.selectionStart, textbox.selectionEnd]).toEqual([0, TEXT.length]);
});

test('a browser without a clipboard gets the same error toast', async () => {
  renderModal();
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy' })));
  expect(screen.getByRole('alert')).toHaveTextContent(SHARE_FAILED);
});

test('where the browser has a share sheet, Share… opens it with the text', async () => {
  const share = jest.fn().mockResolvedValue(undefined);
  setNavigator('share', share);
  renderModal();
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Share…' })));
  expect(share).toHaveBeenCalledWith({ title: 'Books of the Bible', text: TEXT });
});

test('closing the share sheet is not an error', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  setNavigator('share', jest.fn().mockRejectedValue(new DOMException('cancelled', 'AbortError')));
  renderModal();
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Share…' })));
  expect(warn).not.toHaveBeenCalled();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  warn.mockRestore();
});

test('without a share sheet there is no Share… button', () => {
  renderModal();
  expect(screen.queryByRole('button', { name: 'Share…' })).not.toBeInTheDocument();
});

test('Escape closes it', () => {
  const { onClose, dialog } = renderModal();
  fireEvent.keyDown(dialog, { key: 'Escape' });
  expect(onClose).toHaveBeenCalledTimes(1);
});
