// Console pages are for store admins (active role admin or owner); others see Forbidden.
import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSignedInUser } from '../-app/signed-in';
import { StoreMessage } from '@ui/store/StoreMessage';

export function AdminGate({ children }: { children: ReactNode }) {
  const { role } = useSignedInUser();
  if (role !== 'admin' && role !== 'owner') return <Container size="md" py="xl"><StoreMessage kind="adminRequired" /></Container>;
  return <>{children}</>;
}
