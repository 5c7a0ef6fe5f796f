import { Image, Loader, Text, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { preview } from '../../shared/api/client';
import { isApiError } from '../../shared/api/errors';
import { fileViewPath, fileViewQuery } from '../../shared/api/queries';
import { notify } from '../../shared/notify';
import { texts } from '../../shared/texts';

/**
 * One catalogue picture by its file id (seed 001 §7.2: files are viewed at form/view/{fileId}),
 * fetched with the token, shown at `size` px; a click opens it full size in a new tab.
 */
export function CatalogueImage({ id, alt, size = 48 }: { id: string; alt: string; size?: number }) {
  const image = useQuery({ ...fileViewQuery(id, alt), enabled: id !== '' });
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
  if (image.isError) {
    return (
      <Text size="xs" c="dimmed">
        {texts.files.unavailable}
      </Text>
    );
  }
  if (!url) return <Loader size="xs" aria-label={texts.loading} />;
  const open = () =>
    preview(fileViewPath(id), { fallbackName: alt }).catch((e: unknown) => notify.error(isApiError(e) ? e.message : String(e)));
  return (
    <UnstyledButton onClick={() => void open()} aria-label={alt} title={alt}>
      <Image src={url} alt={alt} h={size} w={size} fit="cover" radius="sm" />
    </UnstyledButton>
  );
}
