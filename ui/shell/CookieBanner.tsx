import { Button, Paper, Text } from '@mantine/core';
import { COOKIE_BANNER_LAYOUT } from '@domain/platform';

export interface CookieBannerProps {
  message: string;
  button: string;
  /** The region's accessible name ("Cookie notice"). */
  label: string;
  onAccept: () => void;
}

/**
 * The cookie banner (docs/spec/shell-store-and-tables.md §9): bottom right, at most 440 px wide, z-index 999, one button of
 * at least 200 px; at 480 px or less it spans the width with margins (ui/global.css).
 */
export function CookieBanner({ message, button, label, onAccept }: CookieBannerProps) {
  return (
    <Paper
      className="cookie-banner"
      role="region"
      aria-label={label}
      shadow="md"
      withBorder
      p="md"
      px="lg"
      style={{ position: 'fixed', right: 20, bottom: 20, zIndex: COOKIE_BANNER_LAYOUT.zIndex, maxWidth: COOKIE_BANNER_LAYOUT.maxWidthPx }}
      data-testid="cookie-banner"
    >
      <Text size="md" c="dimmed">
        {message}
      </Text>
      <Button mt={16} miw={COOKIE_BANNER_LAYOUT.buttonMinWidthPx} className="cookie-banner-button" onClick={onAccept}>
        {button}
      </Button>
    </Paper>
  );
}
