import { Button, Group, Text } from '@mantine/core';

/**
 * Stored file fields hold comma-separated links (seed 000 §3). A full URL is used as it is; a
 * bare file id goes through the legacy download path (seed 001 §7.2: form/download/{fileId}).
 */
export const FILE_DOWNLOAD_BASE = '/form/download/';
export const FILE_VIEW_BASE = '/form/view/';

export const fileHref = (link: string, base: string = FILE_DOWNLOAD_BASE) =>
  /^(https?:)?\/\//.test(link) || link.startsWith('/') ? link : `${base}${encodeURIComponent(link)}`;

export const splitLinks = (value: unknown): string[] =>
  typeof value === 'string' ? value.split(',').map((s) => s.trim()).filter(Boolean) : [];

/** One download button per link of a file field (申请表 1, 申请表 2…). */
export function FileLinks({ label, value }: { label: string; value: unknown }) {
  const links = splitLinks(value);
  if (links.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        -
      </Text>
    );
  }
  return (
    <Group gap={6}>
      {links.map((link, index) => (
        <Button
          key={link}
          component="a"
          href={fileHref(link)}
          download
          target="_blank"
          rel="noopener noreferrer"
          size="xs"
          variant="light"
        >
          {links.length > 1 ? `${label} ${index + 1}` : label}
        </Button>
      ))}
    </Group>
  );
}
