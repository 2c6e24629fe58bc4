import { useRouter } from '@tanstack/react-router';
import { useLayoutEffect } from 'react';
import { formatError } from '@domain/errors';
import { ErrorView } from '@ui/shell/ErrorView';
import { StatusPage, statusPageFor } from '@ui/shell/StatusPage';
import { pageShown } from '../-app/page-first';

/** The HTTP status an error carries (ApiError and axios-like errors), if any. */
export function statusOf(error: unknown): number | undefined {
  const response = (error as { response?: { status?: unknown } } | null)?.response;
  return typeof response?.status === 'number' ? response.status : undefined;
}

/** The router's error component: the status page when the error has one, else 'Something went wrong...'. */
export function RootError({ error }: { error: unknown }) {
  const router = useRouter();
  // The page failed instead of showing: the shell's extras need not wait any longer.
  useLayoutEffect(pageShown, []);
  const page = statusPageFor(statusOf(error));
  if (page) return <StatusPage status={page} />;
  return <ErrorView detail={formatError(error)} homeHref={router.buildLocation({ to: '/' }).href} onRefresh={() => window.location.reload()} />;
}
