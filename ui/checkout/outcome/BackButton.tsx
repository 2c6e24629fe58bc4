import { Button } from '@mantine/core';
import { useT } from '../../i18n';

/** The outcome screens' way back (the app's home, or where the payer came from); nothing without a place. */
export function BackButton({ href }: { href?: string | undefined }) {
  const t = useT();
  return href ? (
    <Button component="a" href={href} variant="default">
      {t('common.back')}
    </Button>
  ) : null;
}
