// An app's readme as markdown, rendered safely: react-markdown builds React elements (no
// innerHTML), raw HTML in the source is never interpreted (no rehype-raw: `<img onerror>` and
// `<script>` show as nothing), and every URL passes the domain's one safe-URL rule (http(s) or a
// same-origin path; javascript:, data:, vbscript:, //evil… are emptied, and an emptied link shows
// as text). Loaded on use (its own chunk).
import { Anchor, Box, Code, Table, Text, Title } from '@mantine/core';
import { safeLinkHref } from '@domain/navigation';
import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';

const components: Components = {
  h1: ({ children }) => <Title order={2} size="h3" mt="md" mb="xs">{children}</Title>,
  h2: ({ children }) => <Title order={3} size="h4" mt="md" mb="xs">{children}</Title>,
  h3: ({ children }) => <Title order={4} size="h5" mt="sm" mb="xs">{children}</Title>,
  p: ({ children }) => <Text my="xs">{children}</Text>,
  a: ({ href, children }) =>
    href ? (
      <Anchor href={href} target="_blank" rel="noopener noreferrer nofollow">
        {children}
      </Anchor>
    ) : (
      <Text span>{children}</Text>
    ),
  img: ({ src, alt }) => (typeof src === 'string' && src ? <Box component="img" src={src} alt={alt ?? ''} maw="100%" style={{ borderRadius: 8 }} loading="lazy" /> : null),
  // A code block may scroll sideways: it takes focus so that keyboards can scroll it.
  code: ({ children, className }) => (className ? <Code block tabIndex={0}>{children}</Code> : <Code>{children}</Code>),
  // GFM task-list boxes as marks, not inert form controls without a label.
  input: ({ type, checked }) => (type === 'checkbox' ? <Text span aria-hidden="false">{checked ? '☑ ' : '☐ '}</Text> : null),
  pre: ({ children }) => <Box my="xs">{children}</Box>,
  table: ({ children }) => (
    <Table withTableBorder my="xs" maw={480}>
      {children}
    </Table>
  ),
  thead: ({ children }) => <Table.Thead>{children}</Table.Thead>,
  tbody: ({ children }) => <Table.Tbody>{children}</Table.Tbody>,
  tr: ({ children }) => <Table.Tr>{children}</Table.Tr>,
  th: ({ children }) => <Table.Th>{children}</Table.Th>,
  td: ({ children }) => <Table.Td>{children}</Table.Td>,
};

/** The safe-URL rule (domain/navigation): what it refuses becomes empty, and an empty link is text. */
export const safeUrl = (url: string): string => safeLinkHref(url, { relative: true }) ?? '';

export default function SafeMarkdown({ source }: { source: string }) {
  return (
    <Box className="store-readme">
      <Markdown remarkPlugins={[remarkGfm]} skipHtml urlTransform={safeUrl} components={components}>
        {source}
      </Markdown>
    </Box>
  );
}
