/**
 * Integration tests run route handlers outside a Next request, where Auth.js cannot read cookies:
 * every test file starts signed out. A file that acts as a user mocks '@/lib/auth/session' itself.
 */
jest.mock('@/lib/auth/session', () => ({
  sessionUserId: jest.fn(async () => null),
  refreshSession: jest.fn(async () => false),
  endSession: jest.fn(async () => undefined),
  endAllSessions: jest.fn(async () => undefined),
}));
