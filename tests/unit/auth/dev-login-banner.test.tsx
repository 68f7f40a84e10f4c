/** A production server started with AUTH_DEV_LOGIN=true says so on every page and at start-up (issue 10 item 1); proxy.ts's cookie: tests/integration/page-proxy.test.ts. */
import { render, screen } from '@testing-library/react';
import { DevLoginBanner } from '@/components/layout/DevLoginBanner';
import { devLoginWarning, warnIfDevLoginInProduction } from '@/lib/auth/dev-login-warning';
import { readEnv } from '@/lib/env';

const env = (values: Record<string, string>) => readEnv(values);

describe('the development sign-in banner', () => {
  afterEach(() => { document.cookie = 'guessdle_dev_login=; max-age=0; path=/'; });

  it('shows a thin warning when the server says it offers the development sign-in (its cookie, set by proxy.ts)', () => {
    document.cookie = 'guessdle_dev_login=1; path=/';
    render(<DevLoginBanner />);
    // A landmark of its own: no page content outside one (axe region, issue 26 item 4).
    expect(screen.getByRole('complementary', { name: 'Development sign-in warning' })).toHaveTextContent(/^Development sign-in is on/);
  });

  it('shows nothing otherwise', () => {
    document.cookie = 'guessdle_dev_login_other=1; path=/';
    render(<DevLoginBanner />);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });
});

describe('the start-up warning', () => {
  it('is logged by a production server with AUTH_DEV_LOGIN=true, and only then', () => {
    const warn = jest.fn();
    warnIfDevLoginInProduction(env({ NODE_ENV: 'production', AUTH_DEV_LOGIN: 'true' }), warn);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toMatch(/AUTH_DEV_LOGIN=true on a production server/);

    expect(devLoginWarning(env({ NODE_ENV: 'production' }))).toBeNull();
    expect(devLoginWarning(env({ NODE_ENV: 'production', AUTH_DEV_LOGIN: 'false' }))).toBeNull();
    expect(devLoginWarning(env({ NODE_ENV: 'development', AUTH_DEV_LOGIN: 'true' }))).toBeNull();
  });
});
