import { fireEvent, render, screen } from '@testing-library/react';
import { useRouter } from 'next/navigation';
import PageError from '@/app/error';
import { UnavailablePanel } from '@/components/outage/UnavailablePanel';
import { DATABASE_OUTAGE_TITLE } from '@/lib/messages/site';

afterEach(() => jest.restoreAllMocks());

test("says plainly that the database can't be reached, and Retry fetches the page again", () => {
  render(<UnavailablePanel />);
  expect(screen.getByRole('heading', { level: 1, name: "We can't reach the database right now" })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: "Play today's puzzles" })).toHaveAttribute('href', '/daily');
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(useRouter().refresh).toHaveBeenCalled();
});

test('app/error.tsx (the last resort) shows the same panel, and Retry uses the boundary’s retry', () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const retry = jest.fn();
  render(<PageError error={Object.assign(new Error('boom'), { digest: 'd1' })} retry={retry} />);
  expect(screen.getByRole('alert')).toHaveTextContent('This page could not be shown');
  expect(screen.queryByText(DATABASE_OUTAGE_TITLE)).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(retry).toHaveBeenCalledTimes(1);
});
