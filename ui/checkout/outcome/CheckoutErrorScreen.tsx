import { Button, Group } from '@mantine/core';
import { formatError, UNKNOWN_ERROR } from '@domain/errors';
import { AlertIcon } from '../../common/icons';
import { localizeErrorText, useT } from '../../i18n';
import { BackButton } from './BackButton';
import { OutcomeMessage } from './OutcomeMessage';

export interface CheckoutErrorScreenProps {
  /** Whatever failed; shown with the error-text rule of docs/spec/checkout-and-billing.md §8. */
  error: unknown;
  onRetry?: (() => void) | undefined;
  /** Where Back goes (the app's home). */
  backHref?: string | undefined;
}

/** The session could not load: 'Oops' with the error text, Retry and Back. */
export function CheckoutErrorScreen({ error, onRetry, backHref }: CheckoutErrorScreenProps) {
  const t = useT();
  const text = formatError(error);
  return (
    <OutcomeMessage
      state="error"
      role="alert"
      color="red"
      icon={<AlertIcon />}
      title={t('outcome.error.title')}
      description={text === UNKNOWN_ERROR ? t('error.unknown') : localizeErrorText(t, text)}
    >
      <Group justify="center">
        <BackButton href={backHref} />
        {onRetry ? <Button onClick={onRetry}>{t('common.retry')}</Button> : null}
      </Group>
    </OutcomeMessage>
  );
}
