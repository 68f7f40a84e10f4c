/** A production server started with AUTH_DEV_LOGIN=true says so on every page and at start-up (issue 10 item 1). */
import { act, render, screen } from '@testing-library/react';
import { DevLoginBanner } from '@/components/layout/DevLoginBanner';
import { devLoginWarning, warnIfDevLoginInProduction } from '@/lib/auth/dev-login-warning';
import { jsonResponse, mockFetch } from './auth-fixtures';

const fetchMock = mockFetch();

async function renderBanner(production: boolean) {
  render(<DevLoginBanner production={production} />);
  await act(async () => {});
}

describe('the development sign-in banner', () => {
  it('shows a thin warning when the production server offers the development sign-in', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ oidc: { id: 'oidc' }, dev: { id: 'dev' } }));
    await renderBanner(true);
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/providers', expect.anything());
    expect(screen.getByRole('note')).toHaveTextContent(/^Development sign-in is on/);
  });

  it('shows nothing when the server offers only real providers, or cannot be asked', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ oidc: { id: 'oidc' } }));
    await renderBanner(true);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    fetchMock.mockRejectedValue(new Error('offline'));
    await renderBanner(true);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('stays silent in development, where the development sign-in is on by design', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ dev: { id: 'dev' } }));
    await renderBanner(false);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});

describe('the start-up warning', () => {
  it('is logged by a production server with AUTH_DEV_LOGIN=true, and only then', () => {
    const warn = jest.fn();
    warnIfDevLoginInProduction({ NODE_ENV: 'production', AUTH_DEV_LOGIN: 'true' } as NodeJS.ProcessEnv, warn);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toMatch(/AUTH_DEV_LOGIN=true on a production server/);

    expect(devLoginWarning({ NODE_ENV: 'production' } as NodeJS.ProcessEnv)).toBeNull();
    expect(devLoginWarning({ NODE_ENV: 'production', AUTH_DEV_LOGIN: 'false' } as NodeJS.ProcessEnv)).toBeNull();
    expect(devLoginWarning({ NODE_ENV: 'development', AUTH_DEV_LOGIN: 'true' } as NodeJS.ProcessEnv)).toBeNull();
  });
});
