import { Button, Group, Image, Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { download, preview } from '../../api/client';
import { isApiError } from '../../api/errors';
import { fileDownloadPath, fileViewPath, fileViewQuery } from '../../api/queries';
import { expireSession } from '../../auth/session';
import { notify } from '../../notify';
import { texts } from '../../texts';

/**
 * Stored file fields hold comma-separated links (seed 000 §3). A full URL is used as it is; a
 * stored name (or a legacy path ending in one, seed 000 §7 form/download/{files}) is fetched from
 * the api with the token: GET /api/files/download/{name} and /api/files/view/{name}.
 */
const EXTERNAL = /^(https?:)?\/\//i;

export const splitLinks = (value: unknown): string[] =>
  (Array.isArray(value) ? value.join(',') : typeof value === 'string' ? value : '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** The stored file name of a link, or null for an external URL. */
export const storedFileName = (link: string): string | null => {
  if (EXTERNAL.test(link)) return null;
  const name = link.split(/[/\\]/).pop() ?? '';
  return name || null;
};

/** Browsers show these in a tab themselves. */
const PREVIEWABLE = /\.(pdf|png|jpe?g|gif|webp)$/i;

/** Not a query: the QueryClient's expiry handling does not see these calls (as ExportButton). */
async function guarded(run: () => Promise<unknown>) {
  try {
    await run();
  } catch (error) {
    if (isApiError(error) && error.tokenInvalid) expireSession();
    notify.error(isApiError(error) ? error.message : String(error));
  }
}

function StoredFileButtons({ name, label }: { name: string; label: string }) {
  const [busy, setBusy] = useState<'download' | 'preview' | null>(null);
  const run = (what: 'download' | 'preview') => {
    setBusy(what);
    void guarded(() =>
      what === 'download'
        ? download(fileDownloadPath(name), { fallbackName: name })
        : preview(fileViewPath(name), { fallbackName: name }),
    ).finally(() => setBusy(null));
  };
  return (
    <Button.Group>
      <Button size="xs" variant="light" loading={busy === 'download'} onClick={() => run('download')}>
        {label}
      </Button>
      {PREVIEWABLE.test(name) && (
        <Button
          size="xs"
          variant="default"
          loading={busy === 'preview'}
          aria-label={`${texts.files.preview}${label}`}
          onClick={() => run('preview')}
        >
          {texts.files.preview}
        </Button>
      )}
    </Button.Group>
  );
}

/** One download button (and a preview) per link of a file field (下载申请表 1, 下载申请表 2…). */
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
      {links.map((link, index) => {
        const text = links.length > 1 ? `${label} ${index + 1}` : label;
        const name = storedFileName(link);
        return name ? (
          <StoredFileButtons key={`${link}-${index}`} name={name} label={text} />
        ) : (
          <Button key={`${link}-${index}`} component="a" href={link} target="_blank" rel="noopener noreferrer" size="xs" variant="light">
            {text}
          </Button>
        );
      })}
    </Group>
  );
}

/** A stored image (the enterprise logo, seed 000 §7: the form view path plus the file name). */
export function StoredImage({ value, alt = texts.files.logoAlt }: { value: unknown; alt?: string }) {
  const link = typeof value === 'string' ? value.trim() : '';
  const name = link ? storedFileName(link) : null;
  const file = useQuery({ ...fileViewQuery(name ?? ''), enabled: Boolean(name) });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file.data) return undefined;
    const objectUrl = URL.createObjectURL(file.data);
    setUrl(objectUrl);
    return () => {
      URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [file.data]);

  if (!link) return <>-</>;
  if (!name) return <Image src={link} alt={alt} h={64} w="auto" fit="contain" />;
  if (file.isError) {
    return (
      <Text size="sm" c="dimmed">
        {texts.files.logoFailed}
      </Text>
    );
  }
  if (!url) return <Loader size="xs" aria-label={texts.loading} />;
  return <Image src={url} alt={alt} h={64} w="auto" fit="contain" />;
}
