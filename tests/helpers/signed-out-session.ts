/**
 * Integration tests run route handlers outside a Next request, where Auth.js cannot read cookies:
 * every test file starts signed out, and acts as a user with actAs() (tests/helpers/session-mock.ts).
 */
jest.mock('@/lib/auth/session', () => jest.requireActual('@/tests/helpers/session-mock').sessionModuleMock());
