/**
 * The appearance choosers (issue 30 item 2): the menu bar's pop-up for everyone, /settings' section; the
 * choice is stored in this browser at once and, for a signed-in player, on the account; the account's
 * choice wins on load; at sign-in a guest's choice goes to an account that has none.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useAuth } from '@/components/auth/AuthProvider';
import { AppearanceMenu } from '@/components/appearance/AppearanceMenu';
import { AppearanceSettings } from '@/components/appearance/AppearanceSettings';
import { ToastProvider } from '@/components/ui/toast';
import { APPEARANCE_STORAGE_KEY, readStoredAppearance } from '@/lib/appearance/appearance';
import { ApiRequestError } from '@/lib/client/api';
import { getAccountAppearance, putAccountAppearance } from '@/lib/client/endpoints';
import { adoptAppearanceOnSignIn } from '@/lib/client/queries/appearance';
import { createQueryClient } from '@/lib/client/query-client';
import { APPEARANCE_ACCOUNT_NOTE, APPEARANCE_BROWSER_NOTE, APPEARANCE_NOT_SAVED_MESSAGE } from '@/lib/messages/appearance';
import { accountUser } from '../auth/auth-fixtures';
import '@/tests/helpers/query-wrapper';

jest.mock('@/components/auth/AuthProvider', () => ({ useAuth: jest.fn() }));
jest.mock('@/lib/client/endpoints');
const authState = jest.mocked(useAuth);
const getAppearance = jest.mocked(getAccountAppearance);
const putAppearance = jest.mocked(putAccountAppearance);

const signedOut = () => authState.mockReturnValue({ status: 'signedOut', user: null } as unknown as ReturnType<typeof useAuth>);
const signedIn = () => authState.mockReturnValue({ status: 'signedIn', user: accountUser() } as unknown as ReturnType<typeof useAuth>);

function renderWithProviders(ui: React.ReactElement) {
  const client = createQueryClient();
  render(
    <QueryClientProvider client={client}>
      <ToastProvider>{ui}</ToastProvider>
    </QueryClientProvider>,
  );
  return client;
}

/** Opens the menu and waits for its controls, which load when it opens (issue 38). */
async function openMenu() {
  fireEvent.click(screen.getByRole('button', { name: 'Appearance' }));
  await screen.findByRole('radio', { name: 'System' });
}

beforeEach(() => {
  jest.resetAllMocks();
  localStorage.clear();
});

test('a guest opens the menu, picks Light and high contrast: stored in the browser only', async () => {
  signedOut();
  renderWithProviders(<AppearanceMenu />);
  expect(screen.queryByRole('group', { name: 'Appearance' })).not.toBeInTheDocument();
  await openMenu();
  expect(screen.getByRole('button', { name: 'Appearance' })).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('radio', { name: 'System' })).toBeChecked();
  fireEvent.click(screen.getByRole('radio', { name: 'Light' }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'High-contrast colours' }));
  expect(readStoredAppearance()).toEqual({ theme: 'light', highContrast: true });
  expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked();
  expect(getAppearance).not.toHaveBeenCalled();
  expect(putAppearance).not.toHaveBeenCalled();
});

test('Escape closes the pop-up and gives the focus back to its button', async () => {
  signedOut();
  renderWithProviders(<AppearanceMenu />);
  await openMenu();
  fireEvent.keyDown(document, { key: 'Escape' });
  expect(screen.queryByRole('group', { name: 'Appearance' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Appearance' })).toHaveFocus();
});

test("signed in: the account's choice wins over the browser's on load, and is stored here", async () => {
  signedIn();
  localStorage.setItem(APPEARANCE_STORAGE_KEY, JSON.stringify({ theme: 'light', highContrast: false }));
  getAppearance.mockResolvedValue({ theme: 'dark', highContrast: true });
  renderWithProviders(<AppearanceMenu />);
  await waitFor(() => expect(readStoredAppearance()).toEqual({ theme: 'dark', highContrast: true }));
  expect(getAppearance).toHaveBeenCalledWith('user-1');
  await openMenu();
  expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'High-contrast colours' })).toBeChecked();
});

test('signed in on /settings: a change goes to the account too; a refusal is said, the browser keeps it', async () => {
  signedIn();
  getAppearance.mockResolvedValue({ theme: 'system', highContrast: false });
  putAppearance.mockResolvedValueOnce({ theme: 'dark', highContrast: false });
  renderWithProviders(<AppearanceSettings />);
  expect(screen.getByText(APPEARANCE_ACCOUNT_NOTE)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('radio', { name: 'Dark' }));
  await waitFor(() => expect(putAppearance).toHaveBeenCalledWith('user-1', { theme: 'dark', highContrast: false }));
  putAppearance.mockRejectedValueOnce(new ApiRequestError('Too many appearance changes.', 429, '/auth/users/user-1/appearance'));
  fireEvent.click(screen.getByRole('checkbox', { name: 'High-contrast colours' }));
  expect(await screen.findByText(APPEARANCE_NOT_SAVED_MESSAGE)).toBeInTheDocument();
  expect(readStoredAppearance()).toEqual({ theme: 'dark', highContrast: true });
});

test('a guest on /settings is told the choice stays in this browser', () => {
  signedOut();
  renderWithProviders(<AppearanceSettings />);
  expect(screen.getByText(APPEARANCE_BROWSER_NOTE)).toBeInTheDocument();
});

describe('at an interactive sign-in', () => {
  test("a guest's choice goes to an account that still has the default", async () => {
    localStorage.setItem(APPEARANCE_STORAGE_KEY, JSON.stringify({ theme: 'dark', highContrast: true }));
    getAppearance.mockResolvedValue({ theme: 'system', highContrast: false });
    putAppearance.mockResolvedValue({ theme: 'dark', highContrast: true });
    await act(() => adoptAppearanceOnSignIn(createQueryClient(), 'user-1'));
    expect(putAppearance).toHaveBeenCalledWith('user-1', { theme: 'dark', highContrast: true });
    expect(readStoredAppearance()).toEqual({ theme: 'dark', highContrast: true });
  });

  test("an account with a choice of its own brings it to this browser; nothing is sent", async () => {
    localStorage.setItem(APPEARANCE_STORAGE_KEY, JSON.stringify({ theme: 'light', highContrast: false }));
    getAppearance.mockResolvedValue({ theme: 'dark', highContrast: false });
    await act(() => adoptAppearanceOnSignIn(createQueryClient(), 'user-1'));
    expect(putAppearance).not.toHaveBeenCalled();
    expect(readStoredAppearance()).toEqual({ theme: 'dark', highContrast: false });
  });
});
