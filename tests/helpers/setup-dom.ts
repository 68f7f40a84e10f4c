import '@testing-library/jest-dom';

// Components rendered outside Next's app router still call useRouter(); a test that checks
// navigation mocks 'next/navigation' itself.
jest.mock('next/navigation', () => {
  const router = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), back: jest.fn(), forward: jest.fn(), prefetch: jest.fn() };
  return { useRouter: () => router, usePathname: () => '/', useSearchParams: () => new URLSearchParams(), redirect: jest.fn(), notFound: jest.fn() };
});
