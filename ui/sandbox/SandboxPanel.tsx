import { Button, Checkbox, Group, List, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../i18n';
import type { FaultKindView, FaultView } from './types';

const HOUR = 3600 * 1000;
const KINDS: readonly FaultKindView[] = ['latency', 'error500', 'network', 'timeout', 'malformed', 'schema', 'lost'];

export interface SandboxPanelProps {
  /** Sandbox time, ms since the epoch (rendered by the caller's locale-aware formatter). */
  nowText: string;
  clockOffsetMs: number;
  endpoints: readonly string[];
  faults: Readonly<Record<string, FaultView>>;
  onAdvanceClock: (ms: number) => void;
  onSetFault: (endpoint: string, fault: FaultView) => void;
  onClearFault: (endpoint?: string) => void;
  onDropSocket: () => void;
  onReset: () => void;
}

/** Clock, fault injection, socket drop and reset: the sandbox's controls for a person. */
export function SandboxPanel(props: SandboxPanelProps) {
  const t = useT();
  const [endpoint, setEndpoint] = useState<string | null>(props.endpoints[0] ?? null);
  const [kind, setKind] = useState<FaultKindView>('error500');
  const [once, setOnce] = useState(true);
  const label = (name: string) => (name === '*' ? t('sandbox.faults.all') : name === 'relay' ? t('sandbox.faults.relay') : name);
  const active = Object.entries(props.faults);

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="sandbox-controls-title" data-testid="sandbox-controls">
      <Stack gap="md">
        <Title order={2} size="h4" id="sandbox-controls-title">
          {t('sandbox.controls.title')}
        </Title>

        <Stack gap={6}>
          <Text fw={600} size="sm">{t('sandbox.clock.title')}</Text>
          <Text size="sm" data-testid="sandbox-now">{t('sandbox.clock.now', { time: props.nowText })}</Text>
          {props.clockOffsetMs > 0 ? <Text size="sm" c="dimmed">{t('sandbox.clock.offset', { hours: Math.round(props.clockOffsetMs / HOUR) })}</Text> : null}
          <Group gap="xs">
            <Button size="xs" variant="default" onClick={() => props.onAdvanceClock(HOUR)}>{t('sandbox.clock.hour')}</Button>
            <Button size="xs" variant="default" onClick={() => props.onAdvanceClock(24 * HOUR)}>{t('sandbox.clock.day')}</Button>
            <Button size="xs" variant="default" onClick={() => props.onAdvanceClock(30 * 24 * HOUR)}>{t('sandbox.clock.month')}</Button>
          </Group>
        </Stack>

        <Stack gap={6}>
          <Text fw={600} size="sm">{t('sandbox.faults.title')}</Text>
          <Group align="end" gap="xs">
            <Select
              label={t('sandbox.faults.endpoint')}
              data={props.endpoints.map((value) => ({ value, label: label(value) }))}
              value={endpoint}
              onChange={setEndpoint}
              searchable
              size="xs"
              w={220}
            />
            <Select
              label={t('sandbox.faults.kind')}
              data={KINDS.map((value) => ({ value, label: t(`sandbox.faults.kind.${value}`) }))}
              value={kind}
              onChange={(value) => value && setKind(value as FaultKindView)}
              allowDeselect={false}
              size="xs"
              w={220}
            />
          </Group>
          <Checkbox label={t('sandbox.faults.once')} checked={once} onChange={(event) => setOnce(event.currentTarget.checked)} size="xs" />
          <Group gap="xs">
            <Button
              size="xs"
              disabled={!endpoint}
              onClick={() => endpoint && props.onSetFault(endpoint, { kind, ...(kind === 'latency' ? { ms: 3000 } : {}), ...(once ? { times: 1 } : {}) })}
            >
              {t('sandbox.faults.add')}
            </Button>
            <Button size="xs" variant="default" onClick={props.onDropSocket}>{t('sandbox.socket.drop')}</Button>
          </Group>
          {active.length === 0 ? (
            <Text size="sm" c="dimmed">{t('sandbox.faults.none')}</Text>
          ) : (
            <List size="sm" spacing={4} data-testid="sandbox-faults">
              {active.map(([name, fault]) => (
                <List.Item key={name}>
                  <Group gap="xs">
                    <Text size="sm">{label(name)}: {t(`sandbox.faults.kind.${fault.kind}`)}{fault.times ? ` ×${fault.times}` : ''}</Text>
                    <Button size="compact-xs" variant="subtle" onClick={() => props.onClearFault(name)} aria-label={t('sandbox.faults.clear', { endpoint: label(name) })}>
                      ✕
                    </Button>
                  </Group>
                </List.Item>
              ))}
              <Button size="compact-xs" variant="subtle" onClick={() => props.onClearFault()} mt={4}>{t('sandbox.faults.clearAll')}</Button>
            </List>
          )}
        </Stack>

        <Stack gap={6}>
          <Text size="sm" c="dimmed">{t('sandbox.reset.hint')}</Text>
          <Button color="red" variant="light" size="xs" onClick={props.onReset} w="fit-content">{t('sandbox.reset')}</Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
