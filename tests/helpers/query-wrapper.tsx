import { notifyManager, QueryClientProvider } from '@tanstack/react-query';
import { render, renderHook, type RenderOptions } from '@testing-library/react';
import { createQueryClient } from '@/lib/client/query-client';

// Answers reach components inside the test's act() instead of on a later timer tick.
notifyManager.setScheduler((callback) => callback());

/** A fresh query cache (the app's defaults) per test, so no answer leaks from one test into another. */
export function queryWrapper() {
  const client = createQueryClient();
  function Wrapper({ children }: { children: React.ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  }
  return { client, Wrapper };
}

export function renderWithQuery(ui: React.ReactNode, options: Omit<RenderOptions, 'wrapper'> = {}) {
  const { Wrapper } = queryWrapper();
  return render(ui, { ...options, wrapper: Wrapper });
}

export function renderHookWithQuery<Result, Props>(hook: (props: Props) => Result, options: { initialProps?: Props } = {}) {
  const { Wrapper } = queryWrapper();
  return renderHook(hook, { ...options, wrapper: Wrapper });
}
