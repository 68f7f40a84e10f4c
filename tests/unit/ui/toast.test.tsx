import { act, fireEvent, render, screen } from '@testing-library/react';
import { ToastProvider, useToast } from '@/components/ui/toast';

function Trigger({ message, delay }: { message: string; delay?: number }) {
  const { showToast } = useToast();
  return <button onClick={() => showToast(message, { type: 'error', autoCloseDelay: delay })}>{message}</button>;
}

function renderWithToasts(...messages: string[]) {
  return render(
    <ToastProvider>
      {messages.map((m) => (
        <Trigger key={m} message={m} delay={m === 'six seconds' ? 6000 : undefined} />
      ))}
    </ToastProvider>,
  );
}

const shown = () => screen.queryAllByRole('alert').map((toast) => toast.textContent?.replace('×', ''));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('only the three newest toasts are visible, newest first', () => {
  renderWithToasts('one', 'two', 'three', 'four');
  for (const name of ['one', 'two', 'three', 'four']) fireEvent.click(screen.getByRole('button', { name }));
  expect(shown()).toEqual(['four', 'three', 'two']);
});

test('a toast closes by itself after 5000 ms, with a 300 ms closing animation', () => {
  renderWithToasts('saved');
  fireEvent.click(screen.getByRole('button', { name: 'saved' }));
  act(() => jest.advanceTimersByTime(4999));
  expect(shown()).toEqual(['saved']);
  act(() => jest.advanceTimersByTime(1));
  expect(shown()).toEqual(['saved']); // still animating out
  act(() => jest.advanceTimersByTime(300));
  expect(shown()).toEqual([]);
});

test('a toast can ask for a longer life (the 6 s toasts of game-side §8)', () => {
  renderWithToasts('six seconds');
  fireEvent.click(screen.getByRole('button', { name: 'six seconds' }));
  act(() => jest.advanceTimersByTime(5300));
  expect(shown()).toEqual(['six seconds']);
  act(() => jest.advanceTimersByTime(1000));
  expect(shown()).toEqual([]);
});

test('the dismiss button closes a toast at once', () => {
  renderWithToasts('oops');
  fireEvent.click(screen.getByRole('button', { name: 'oops' }));
  fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
  act(() => jest.advanceTimersByTime(300));
  expect(shown()).toEqual([]);
});
