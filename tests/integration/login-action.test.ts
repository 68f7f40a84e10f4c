/** The development sign-in action refuses arguments that are not its form like a bad name, never with a 500 (issue 25 item 10). */
import { devSignIn } from '@/app/login/actions';

jest.mock('next/headers', () => ({ headers: jest.fn(async () => new Headers()) }));

const savedDevLogin = process.env.AUTH_DEV_LOGIN;
afterAll(() => {
  if (savedDevLogin === undefined) delete process.env.AUTH_DEV_LOGIN;
  else process.env.AUTH_DEV_LOGIN = savedDevLogin;
});

describe.each(['true', 'false'])('AUTH_DEV_LOGIN=%s', (devLogin) => {
  test.each([1, 'Pat', null, {}, [new FormData()]])('devSignIn(%p) sends the browser back with CredentialsSignin', async (argument) => {
    process.env.AUTH_DEV_LOGIN = devLogin;
    await expect(devSignIn(argument as unknown as FormData)).rejects.toMatchObject({ digest: expect.stringContaining('/auth/callback?error=CredentialsSignin') });
  });
});
