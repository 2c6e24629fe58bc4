// The sandbox's machine inspector (QA tooling, docs/qa.md): a header button that opens a panel listing the
// machines running on the page — current state, the events it accepts, last events, context — and
// saves what one did as a path the QA command replays. Props in, intents out; the records come from
// routes/-inspector (XState's inspection API).
import { ActionIcon, Badge, Box, Button, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { useT } from '../i18n';
import { INSPECTOR_SHORTCUT, useInspectorShortcut } from './use-inspector-shortcut';
import { useUsableOverDialogs } from './use-usable-over-dialogs';

export interface InspectorEventView {
  type: string;
  from: string;
  at: number;
}

export interface InspectorActorView {
  key: string;
  machineId: string;
  actorId: string;
  parent: string | null;
  status: 'active' | 'done' | 'error' | 'stopped';
  state: string;
  /** The context as text, asked for only while its section is open. */
  readContext: () => string;
  events: readonly InspectorEventView[];
  /** The event types its current state has transitions for, asked for when shown. */
  readAccepts: () => readonly InspectorAcceptedView[];
}

export interface InspectorAcceptedView {
  type: string;
  /** Its guard refuses the bare event now. */
  refused: boolean;
}

export interface InspectorPanelProps {
  actors: readonly InspectorActorView[];
  open: boolean;
  onToggle: () => void;
  onClear: () => void;
  /** Save what this actor did as a path file (`qa walk <file>` replays it). */
  onSave: (key: string) => void;
}

/**
 * Above Mantine's modals and their overlay (200) and popovers (300): a dialog never covers the
 * panel or its button, so a person watches the dialog's machines and clicks in the panel while it
 * is open (a click there does not reach the overlay, so the dialog stays). Below the sandbox
 * wallet's dock (400), which the dialog's payment needs.
 */
const PANEL_Z_INDEX = 350;
const STATUS_COLOR = { active: 'green', done: 'blue', error: 'red', stopped: 'gray' } as const;

function MachineIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
      <rect x="2" y="3" width="8" height="6" rx="2" />
      <rect x="14" y="15" width="8" height="6" rx="2" />
      <path d="M6 9v5a3 3 0 0 0 3 3h5M12 15l2 2-2 2" />
    </svg>
  );
}

function AcceptedEvents({ actor }: { actor: InspectorActorView }) {
  const t = useT();
  const accepted = actor.status === 'active' ? actor.readAccepts() : [];
  const listId = `inspector-accepts-${actor.key}`;
  return (
    <>
      <Text size="sm" fw={600} mt={6} id={listId}>
        {t('sandbox.inspector.accepts')}
      </Text>
      {accepted.length === 0 ? (
        <Text size="xs" c="dimmed">
          {t('sandbox.inspector.acceptsNone')}
        </Text>
      ) : (
        <Box component="ul" m={0} pl="md" aria-labelledby={listId} data-testid="inspector-accepts">
          {accepted.map((event) => (
            <Text component="li" size="xs" key={event.type} style={{ wordBreak: 'break-all' }} {...(event.refused ? { c: 'dimmed' } : {})}>
              <Code>{event.type}</Code>
              {event.refused ? ` ${t('sandbox.inspector.refused')}` : ''}
            </Text>
          ))}
        </Box>
      )}
    </>
  );
}

function ActorCard({ actor, onSave }: { actor: InspectorActorView; onSave: (key: string) => void }) {
  const t = useT();
  const titleId = `inspector-${actor.key}`;
  const [contextShown, setContextShown] = useState(false);
  return (
    <Paper withBorder p="xs" radius="sm" component="article" aria-labelledby={titleId} data-machine={actor.machineId}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Title order={3} size="h6" id={titleId} style={{ wordBreak: 'break-all' }}>
          {actor.machineId}
          {actor.parent ? (
            <Text span size="xs" c="dimmed">
              {' '}
              {t('sandbox.inspector.childOf', { id: actor.actorId, parent: actor.parent })}
            </Text>
          ) : null}
        </Title>
        <Badge size="sm" variant="light" color={STATUS_COLOR[actor.status]}>
          {t(`sandbox.inspector.status.${actor.status}`)}
        </Badge>
      </Group>
      <Text size="sm" mt={4}>
        {t('sandbox.inspector.state')}{' '}
        <Code data-testid="inspector-state">{actor.state || '—'}</Code>
      </Text>
      <AcceptedEvents actor={actor} />
      <Text size="sm" fw={600} mt={6}>
        {t('sandbox.inspector.events')}
      </Text>
      {actor.events.length === 0 ? (
        <Text size="xs" c="dimmed">
          {t('sandbox.inspector.noEvents')}
        </Text>
      ) : (
        <Box component="ol" m={0} pl="md" data-testid="inspector-events">
          {actor.events.map((event, index) => (
            <Text component="li" size="xs" key={`${event.at}-${index}`} style={{ wordBreak: 'break-all' }}>
              <Code>{event.type}</Code>
              {event.from ? ` ${t('sandbox.inspector.from', { id: event.from })}` : ''}
            </Text>
          ))}
        </Box>
      )}
      <Box component="details" mt={6} onToggle={(event) => setContextShown((event.currentTarget as HTMLDetailsElement).open)}>
        <Text component="summary" size="sm" fw={600} style={{ cursor: 'pointer' }}>
          {t('sandbox.inspector.context')}
        </Text>
        {/* Scrollable, so reachable by keyboard (axe: scrollable-region-focusable). */}
        <Code block fz="xs" mah={240} style={{ overflow: 'auto' }} tabIndex={0} aria-label={t('sandbox.inspector.contextOf', { id: actor.machineId })}>
          {contextShown ? actor.readContext() : ''}
        </Code>
      </Box>
      <Button size="compact-sm" variant="light" mt={6} onClick={() => onSave(actor.key)} aria-label={t('sandbox.inspector.saveOf', { id: actor.machineId })}>
        {t('sandbox.inspector.save')}
      </Button>
    </Paper>
  );
}

export function InspectorPanel({ actors, open, onToggle, onClear, onSave }: InspectorPanelProps) {
  const t = useT();
  const running = actors.filter((actor) => actor.status === 'active').length;
  const panel = useRef<HTMLElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  useUsableOverDialogs(panel, open);
  useInspectorShortcut(open, onToggle, title);
  return (
    <>
      <ActionIcon
        variant={open ? 'light' : 'default'}
        size={36}
        radius="md"
        aria-label={t('sandbox.inspector.toggle', { count: running })}
        aria-expanded={open}
        aria-controls="machine-inspector"
        aria-keyshortcuts={INSPECTOR_SHORTCUT}
        title={t('sandbox.inspector.shortcut', { keys: INSPECTOR_SHORTCUT })}
        onClick={onToggle}
        style={{ position: 'relative', zIndex: PANEL_Z_INDEX }}
      >
        <MachineIcon />
      </ActionIcon>
      {open ? (
        <Paper
          ref={panel}
          id="machine-inspector"
          component="section"
          aria-labelledby="machine-inspector-title"
          withBorder
          shadow="xl"
          p="sm"
          radius="md"
          pos="fixed"
          top={72}
          right={16}
          w="min(420px, calc(100vw - 32px))"
          mah="calc(100vh - 88px)"
          style={{ overflowY: 'auto', zIndex: PANEL_Z_INDEX }}
        >
          <Group justify="space-between" wrap="nowrap" mb="xs">
            <Title order={2} size="h5" id="machine-inspector-title" ref={title} tabIndex={-1}>
              {t('sandbox.inspector.title')}
            </Title>
            <Group gap={4} wrap="nowrap">
              <Button size="compact-sm" variant="subtle" onClick={onClear}>
                {t('sandbox.inspector.clear')}
              </Button>
              <Button size="compact-sm" variant="subtle" onClick={onToggle}>
                {t('sandbox.inspector.close')}
              </Button>
            </Group>
          </Group>
          {actors.length === 0 ? (
            <Text size="sm">{t('sandbox.inspector.empty')}</Text>
          ) : (
            <Stack gap="xs">
              {actors.map((actor) => (
                <ActorCard key={actor.key} actor={actor} onSave={onSave} />
              ))}
            </Stack>
          )}
        </Paper>
      ) : null}
    </>
  );
}
