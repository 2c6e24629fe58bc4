// /store/console/categories and /store/console/developers.
import { Container } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatError } from '@domain/errors';
import { CategoriesAdmin } from '@ui/store/CategoriesAdmin';
import { DevelopersAdmin } from '@ui/store/DevelopersAdmin';
import { useAction } from '../-app/useAction';
import { StoreNav } from './StoreNav';
import { shortDate } from './mappers';
import { useStoreNotifier } from './notify';
import { developersQuery, storeCategoriesQuery, storeKeys } from '@adapters/store/store-queries';
import { useStoreApi } from './store-api';

function useAdminMutations() {
  const notify = useStoreNotifier();
  const queryClient = useQueryClient();
  return {
    notify,
    done: () => queryClient.invalidateQueries({ queryKey: storeKeys.all }),
    onError: (error: unknown) => notify({ tone: 'error', text: formatError(error) }),
  };
}

export function CategoriesPage() {
  const api = useStoreApi();
  const { notify, done, onError } = useAdminMutations();
  const categories = useQuery({ ...storeCategoriesQuery(api), staleTime: 0 });
  // App counts per category, from the console list of every app.
  const apps = useQuery({ queryKey: storeKeys.console([]), queryFn: () => api.consoleApps([]) });
  // useAction: one request per press; a refusal stays in the dialog (at the field), not a toast.
  const save = useAction({
    run: ({ id, names }: { id: string | null; names: { en: string; zh: string } }) => (id ? api.renameCategory(id, names) : api.createCategory(names)),
    onSuccess: async () => {
      notify({ tone: 'success', key: 'store.categories.saved' });
      await done();
    },
    // Someone else may have taken the name: re-read the list so the field's own check knows it.
    onError: () => void done(),
  });
  const move = useAction({
    run: ({ id, delta }: { id: string; delta: -1 | 1 }) => {
      const ids = (categories.data ?? []).map((c) => c.id);
      const from = ids.indexOf(id);
      const to = from + delta;
      [ids[from], ids[to]] = [ids[to]!, ids[from]!];
      return api.reorderCategories(ids);
    },
    onSuccess: done,
    onError,
  });
  const remove = useAction({
    run: (id: string) => api.deleteCategory(id),
    onSuccess: async (answer) => {
      notify({ tone: 'success', key: 'store.categories.deleted', params: { count: answer.appsWithoutCategory } });
      await done();
    },
    onError,
  });
  const count = (id: string) => apps.data?.dataList.filter((a) => (typeof a.category === 'object' && a.category ? a.category.id : a.category) === id).length ?? 0;
  return (
    <Container size="xl" py="lg">
      <StoreNav />
      <CategoriesAdmin
        categories={categories.data?.map((c) => ({ id: c.id, en: c.locales.en ?? c.name ?? '', zh: c.locales.zh ?? '', apps: count(c.id) })) ?? null}
        busy={save.busy || move.busy || remove.busy}
        onSave={async (id, names) => {
          const outcome = await save.run({ id, names });
          return outcome.ok ? null : 'error' in outcome ? formatError(outcome.error) : null;
        }}
        onMove={(id, delta) => void move.run({ id, delta })}
        onDelete={(row) => void remove.run(row.id)}
      />
    </Container>
  );
}

export function DevelopersPage() {
  const api = useStoreApi();
  const { done, onError } = useAdminMutations();
  const developers = useQuery(developersQuery(api));
  const toggle = useAction({ run: ({ did, blocked }: { did: string; blocked: boolean }) => api.setDeveloperBlocked(did, blocked), onSuccess: done, onError });
  return (
    <Container size="xl" py="lg">
      <StoreNav />
      <DevelopersAdmin
        developers={developers.data?.dataList.map((d) => ({ did: d.did, name: d.fullName, apps: d.apps, joined: shortDate(d.joinedAt), blocked: d.blocked })) ?? null}
        busy={toggle.busy}
        onToggle={(row) => void toggle.run({ did: row.did, blocked: !row.blocked })}
      />
    </Container>
  );
}
