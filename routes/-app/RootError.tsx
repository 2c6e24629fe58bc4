import { useRouter } from '@tanstack/react-router';
import { formatError } from '@domain/errors';
import { ErrorView } from '@ui/shell/ErrorView';
import { StatusPage, type StatusCode } from '@ui/shell/StatusPage';

/** The HTTP status an error carries (ApiError and axios-like errors), if any. */
export function statusOf(error: unknown): number | undefined {
  const response = (error as { response?: { status?: unknown } } | null)?.response;
  return typeof response?.status === 'number' ? response.status : undefined;
}

/** The error page for a status: 400, 403, 404 and 500 (any 5xx); others get the generic view. */
export function statusPageFor(status: number | undefined): StatusCode | null {
  if (status === 400 || status === 403 || status === 404) return status;
  if (status !== undefined && status >= 500) return 500;
  return null;
}

/** The router's error component: the status page when the error has one, else 'Something went wrong...'. */
export function RootError({ error }: { error: unknown }) {
  const router = useRouter();
  const page = statusPageFor(statusOf(error));
  if (page) return <StatusPage status={page} />;
  return <ErrorView detail={formatError(error)} homeHref={router.buildLocation({ to: '/' }).href} onRefresh={() => window.location.reload()} />;
}
