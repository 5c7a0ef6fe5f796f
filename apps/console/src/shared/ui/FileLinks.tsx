import { Button, Group, Image, Loader, Text } from '@mantine/core';
import { fileIdsIn, type FileSummaries, type FileSummary } from '@parkflow/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { download, preview } from '../api/client';
import { isApiError } from '../api/errors';
import { fileDownloadPath, fileViewPath, fileViewQuery } from '../api/queries';
import { expireSession } from '../../features/auth/session';
import { notify } from '../notify';
import { texts } from '../texts';

/**
 * A file field holds comma-joined file ids (seed 000 §3's shape); the item's detail names every
 * file the server linked to it (`files: { [id]: { name, size } }`). Each file is a button under
 * its original name that fetches GET /api/files/download/{id} with the token, plus 预览 through
 * GET /api/files/view/{id} for what a browser shows itself. An id the detail does not name is
 * not the user's to open: it says so instead of offering a button that can only fail.
 */

/** Browsers show these in a tab themselves. */
const PREVIEWABLE = /\.(pdf|png|jpe?g|gif|webp)$/i;

const sizeOf = (bytes: number) =>
  bytes < 1024
    ? `${bytes} B`
    : bytes < 1024 * 1024
      ? `${(bytes / 1024).toFixed(1)} KB`
      : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Not a query: the QueryClient's expiry handling does not see these calls. */
async function guarded(run: () => Promise<unknown>) {
  try {
    await run();
  } catch (error) {
    if (isApiError(error) && error.tokenInvalid) expireSession();
    notify.error(isApiError(error) ? error.message : String(error));
  }
}

export function StoredFileButtons({ id, file, label }: { id: string; file: FileSummary; label: string }) {
  const [busy, setBusy] = useState<'download' | 'preview' | null>(null);
  const run = (what: 'download' | 'preview') => {
    setBusy(what);
    void guarded(() =>
      what === 'download'
        ? download(fileDownloadPath(id), { fallbackName: file.name })
        : preview(fileViewPath(id), { fallbackName: file.name }),
    ).finally(() => setBusy(null));
  };
  return (
    <Button.Group>
      <Button
        size="xs"
        variant="light"
        loading={busy === 'download'}
        aria-label={`${label}：${file.name}`}
        title={`${file.name}（${sizeOf(file.size)}）`}
        onClick={() => run('download')}
      >
        {file.name}
      </Button>
      {PREVIEWABLE.test(file.name) && (
        <Button
          size="xs"
          variant="default"
          loading={busy === 'preview'}
          aria-label={`${texts.files.preview}：${file.name}`}
          onClick={() => run('preview')}
        >
          {texts.files.preview}
        </Button>
      )}
    </Button.Group>
  );
}

/** One button per file of a file field, under the file's own name (and 预览 where a browser shows it). */
export function FileLinks({ label, value, files = {} }: { label: string; value: unknown; files?: FileSummaries }) {
  const ids = fileIdsIn(value);
  if (ids.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        -
      </Text>
    );
  }
  return (
    <Group gap={6}>
      {ids.map((id, index) => {
        const file = Object.hasOwn(files, id) ? files[id] : undefined;
        return file ? (
          <StoredFileButtons key={`${id}-${index}`} id={id} file={file} label={label} />
        ) : (
          <Text key={`${id}-${index}`} size="sm" c="dimmed">
            {texts.files.unavailable}
          </Text>
        );
      })}
    </Group>
  );
}

/** A stored image (the enterprise logo, seed 000 §7: read through the files view, by id). */
export function StoredImage({
  value,
  files = {},
  alt = texts.files.logoAlt,
}: {
  value: unknown;
  files?: FileSummaries;
  alt?: string;
}) {
  const id = fileIdsIn(value)[0] ?? null;
  const file = id !== null && Object.hasOwn(files, id) ? files[id] : undefined;
  const image = useQuery({ ...fileViewQuery(id ?? '', file?.name ?? ''), enabled: Boolean(file) });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!image.data) return undefined;
    const objectUrl = URL.createObjectURL(image.data);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a browser resource this effect owns and revokes
    setUrl(objectUrl);
    return () => {
      URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [image.data]);

  if (id === null) return <>-</>;
  if (!file || image.isError) {
    return (
      <Text size="sm" c="dimmed">
        {texts.files.logoFailed}
      </Text>
    );
  }
  if (!url) return <Loader size="xs" aria-label={texts.loading} />;
  return <Image src={url} alt={alt} title={file.name} h={64} w="auto" fit="contain" />;
}
