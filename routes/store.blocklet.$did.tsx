import { createFileRoute, redirect } from '@tanstack/react-router';

// The short form of the detail address, and a did:abt: prefix stripped (docs/reference/store-shell.md §1.1).
export const Route = createFileRoute('/store/blocklet/$did')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/store/blocklets/$did', params: { did: params.did.replace(/^did:abt:/, '') }, replace: true });
  },
});
