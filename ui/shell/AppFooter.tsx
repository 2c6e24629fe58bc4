import { Anchor, Box, Container, Group, Stack, Text } from '@mantine/core';
import { useT } from '../i18n';
import { hrefOf, type NavEntry } from './nav-types';

export interface AppFooterProps {
  appName: string;
  description?: string | undefined;
  /** The footer, social and bottom sections of the navigation. */
  footer: readonly NavEntry[];
  social: readonly NavEntry[];
  bottom: readonly NavEntry[];
  year: number;
}

const Links = ({ entries, label }: { entries: readonly NavEntry[]; label?: string }) =>
  entries.length === 0 ? null : (
    <Group component="ul" gap="md" m={0} p={0} {...(label ? { 'aria-label': label } : {})} style={{ listStyle: 'none' }}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <Anchor {...hrefOf(entry.href)} size="sm" c="dimmed" {...(entry.external ? { target: '_blank', rel: 'noreferrer' } : {})}>
            {entry.title}
          </Anchor>
        </li>
      ))}
    </Group>
  );

/** Brand, the footer and social links, the bottom links and the copyright (docs/reference/store-shell.md §5.9). */
export function AppFooter({ appName, description, footer, social, bottom, year }: AppFooterProps) {
  const t = useT();
  if (footer.length + social.length + bottom.length === 0) return null;
  return (
    <Box component="footer" mt="xl" py="lg" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <Container size="lg">
        <Stack gap="sm">
          <Group justify="space-between" align="flex-start">
            <div>
              <Text fw={700}>{appName}</Text>
              {description ? (
                <Text size="sm" c="dimmed">
                  {description}
                </Text>
              ) : null}
            </div>
            <Links entries={social} />
          </Group>
          <Links entries={footer} label={t('shell.footer.label')} />
          <Group justify="space-between">
            <Text size="xs" c="dimmed">
              © {year} {appName}
            </Text>
            <Links entries={bottom} />
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}
