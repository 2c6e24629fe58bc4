import { createTheme } from '@mantine/core';

// Shade 8 of Mantine's indigo keeps white text on filled buttons and links on white above the
// WCAG AA ratio (4.5:1) in both schemes; autoContrast picks dark text on light fills.
export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 8, dark: 8 },
  autoContrast: true,
  luminanceThreshold: 0.4,
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "PingFang SC", "Microsoft YaHei", sans-serif',
  headings: { fontWeight: '650' },
  cursorType: 'pointer',
});
