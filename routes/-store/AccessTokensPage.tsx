// /store/developer/access-tokens: list, create (secret kept only in memory until the dialog
// closes, never refetched), copy, revoke.
import { Container } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatError } from '@domain/errors';
import { AccessTokens } from '@ui/store/AccessTokens';
import { useAction } from '../-app/useAction';
import { StoreNav } from './StoreNav';
import { shortDate } from './mappers';
import { useStoreNotifier } from './notify';
import { accessTokensQuery, storeKeys } from '@adapters/store/store-queries';
import { useStoreApi } from './store-api';

export function AccessTokensPage() {
  const api = useStoreApi();
  const notify = useStoreNotifier();
  const queryClient = useQueryClient();
  const tokens = useQuery(accessTokensQuery(api));
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);
  const onError = (error: unknown) => notify({ tone: 'error', text: formatError(error) });
  // useAction: one request per press; success (the secret, "Token revoked.") only on a decoded answer.
  const create = useAction({
    run: (name: string) => api.createToken(name),
    onSuccess: async (token) => {
      setCreated({ name: token.remark ?? '', secret: token.secretKey });
      await queryClient.invalidateQueries({ queryKey: storeKeys.tokens() });
    },
    onError,
  });
  const revoke = useAction({
    run: (id: string) => api.revokeToken(id),
    onSuccess: async () => {
      notify({ tone: 'success', key: 'store.tokens.revoked' });
      await queryClient.invalidateQueries({ queryKey: storeKeys.tokens() });
    },
    onError,
  });
  return (
    <Container size="xl" py="lg">
      <StoreNav />
      <AccessTokens
        tokens={tokens.data?.dataList.map((tk) => ({ id: tk.id, name: tk.remark ?? '', maskedSecret: tk.secretKey, createdAt: shortDate(tk.createdAt), lastUsed: tk.latestUsedAt ? shortDate(tk.latestUsedAt) : null })) ?? null}
        created={created}
        busy={create.busy}
        createError={create.failed ? formatError(create.error) : null}
        onCreate={async (name) => (await create.run(name)).ok}
        onCopy={(secret) => void navigator.clipboard?.writeText(secret).then(() => notify({ tone: 'success', key: 'store.tokens.copied' }))}
        onCloseCreated={() => setCreated(null)}
        revoking={revoke.pending ?? null}
        onRevoke={(token) => void revoke.run(token.id)}
      />
    </Container>
  );
}
