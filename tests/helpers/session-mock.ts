/**
 * lib/auth/session.ts as tests replace it: outside a Next request Auth.js cannot read cookies, so a
 * test names the user the session belongs to (`sessionUser`, null: signed out) and the account is that
 * user's row, read through findUserById as the real session's one query reads it. Every test file gets
 * it (signed-out-session.ts); a file that needs other session answers mocks the module again with
 * `sessionModuleMock({ ...overrides })`.
 */
export const sessionUser = jest.fn<Promise<string | null>, []>(async () => null);

/** Makes the next requests come from this user (null: signed out). */
export function actAs(userId: string | null): void {
  sessionUser.mockResolvedValue(userId);
}

export function sessionModuleMock(overrides: Record<string, unknown> = {}) {
  return {
    sessionAccount: jest.fn(async () => {
      const id = await sessionUser();
      if (!id) return null;
      const [{ getDb }, { findUserById }] = await Promise.all([import('@/db/client'), import('@/db/queries/users')]);
      return (await findUserById(await getDb(), id)) ?? null;
    }),
    sessionClaimedUserId: jest.fn(async () => sessionUser()),
    refreshSession: jest.fn(async () => false),
    endSession: jest.fn(async () => undefined),
    endAllSessions: jest.fn(async () => undefined),
    ...overrides,
  };
}
