import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { formatError } from '@domain/errors';
import { deferredSettingsQuery } from '@adapters/api/settings-deferred';
import { HomePage, type SettingsSummary } from '@ui/shell/HomePage';

export const Route = createFileRoute('/')({
  component: Home,
});

function Home() {
  const { adapters, sandbox } = Route.useRouteContext();
  const settings = useQuery(deferredSettingsQuery(adapters.http, adapters.livemode()));
  const summary: SettingsSummary = settings.isPending
    ? { status: 'loading' }
    : settings.isError
      ? { status: 'failed', message: formatError(settings.error) }
      : {
          status: 'ready',
          methods: settings.data.paymentMethods.map((method) => ({
            id: method.id,
            name: method.name,
            type: method.type,
            currencies: method.payment_currencies.map((currency) => currency.symbol),
          })),
        };
  return <HomePage settings={summary} sandbox={sandbox !== undefined} />;
}
