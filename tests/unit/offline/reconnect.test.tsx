/**
 * Issue 36 item 8: the offline page (shown by the service worker in place of a page it could not load) loads
 * the page again when the connection returns, and offers to with a Try again button; it asks the server first,
 * so that a connection that is not really back leaves the page as it is, and says so.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Reconnect } from '@/components/offline/Reconnect';
import { STILL_OFFLINE_MESSAGE } from '@/lib/messages/site';

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();
const reload = jest.fn();

beforeEach(() => {
  fetchMock.mockReset();
  reload.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

test('the connection returning: the site is asked (HEAD, uncached), and the page is loaded again', async () => {
  fetchMock.mockResolvedValue({ ok: true, status: 200 } as Response);
  render(<Reconnect reload={reload} />);
  await act(async () => window.dispatchEvent(new Event('online')));
  expect(fetchMock).toHaveBeenCalledWith(window.location.href, { method: 'HEAD', cache: 'no-store' });
  expect(reload).toHaveBeenCalledTimes(1);
});

test('Try again while still offline: the page stays, and says the connection is still missing', async () => {
  fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
  render(<Reconnect reload={reload} />);
  const status = screen.getByRole('status');
  expect(status).toBeEmptyDOMElement();
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
  expect(reload).not.toHaveBeenCalled();
  expect(status).toHaveTextContent(STILL_OFFLINE_MESSAGE);

  // Back: the button loads the page.
  fetchMock.mockResolvedValue({ ok: false, status: 404 } as Response);
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
  expect(reload).toHaveBeenCalledTimes(1);
});
