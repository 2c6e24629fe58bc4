import { Button, Group, TextInput } from '@mantine/core';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useMessageText, type MessageLike } from '@ui/common/useMessageText';
import { useT } from '@ui/i18n';

export interface PromotionFormProps {
  /** What the payer typed last (kept after a refusal). */
  initialCode: string;
  /** The server's refusal of that code, shown at the input. */
  error: MessageLike | null;
  /** A code is on its way: the button says so and a second apply is not sent. */
  applying: boolean;
  disabled: boolean;
  onApply: (code: string) => void;
  onCancel: () => void;
}

/**
 * The input and Apply of a promotion code. Not a <form>: the summary sits beside the payment
 * form, and Enter here must apply the code, never submit the payment.
 */
export default function PromotionForm({ initialCode, error, applying, disabled, onApply, onCancel }: PromotionFormProps) {
  const t = useT();
  const text = useMessageText();
  const [code, setCode] = useState(initialCode);
  const apply = (event?: FormEvent | KeyboardEvent) => {
    event?.preventDefault();
    if (applying || disabled) return;
    onApply(code.trim());
  };
  const shown = error ? text(error) : null;
  return (
    <Group align="flex-start" gap="xs" wrap="nowrap" data-testid="promotion-form">
      <TextInput
        style={{ flex: 1 }}
        label={t('checkout.promotion.label')}
        placeholder={t('checkout.promotion.placeholder')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        // Opened on purpose by the payer: the input takes the focus they asked for.
        autoFocus
        value={code}
        disabled={disabled}
        onChange={(event) => setCode(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') apply(event);
          if (event.key === 'Escape') onCancel();
        }}
        {...(shown ? { error: shown, errorProps: { role: 'alert' } } : {})}
      />
      <Group gap={4} mt={25} wrap="nowrap">
        <Button
          variant="light"
          onClick={() => apply()}
          loading={applying}
          disabled={disabled}
          aria-busy={applying || undefined}
          // Mantine's loader hides the label; the name says what is going on.
          aria-label={applying ? t('checkout.promotion.applying') : undefined}
        >
          {t('checkout.promotion.apply')}
        </Button>
        <Button variant="subtle" color="gray" onClick={onCancel} disabled={applying}>
          {t('checkout.promotion.cancel')}
        </Button>
      </Group>
    </Group>
  );
}
