import { Group, Image, Loader, Modal, UnstyledButton } from '@mantine/core';
import { fileIdsIn, VERIFICATION_IMAGE_SIZE } from '@parkflow/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { fileViewQuery } from '../../shared/api/queries';
import { texts } from '../../shared/texts';

/** A stored image as an object URL (the view needs the token header, so no plain <img src>). */
function useImageUrl(id: string): string | null {
  const image = useQuery(fileViewQuery(id, `${id}.png`));
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
  return url;
}

function SceneImage({ id, alt }: { id: string; alt: string }) {
  const url = useImageUrl(id);
  const [open, setOpen] = useState(false);
  const size = VERIFICATION_IMAGE_SIZE;
  if (!url) return <Loader size="xs" aria-label={alt} />;
  return (
    <>
      <UnstyledButton onClick={() => setOpen(true)} aria-label={texts.operations.viewLarge(alt)}>
        <Image src={url} alt={alt} w={size} h={size} fit="cover" radius="sm" data-testid="scene-image" />
      </UnstyledButton>
      <Modal opened={open} onClose={() => setOpen(false)} title={alt} size="auto" centered>
        <Image src={url} alt={texts.operations.large(alt)} fit="contain" mah="80vh" />
      </Modal>
    </>
  );
}

/** Scene images of a verification at 100×100 (seed 001 §2.4, §9); a click opens one full size. */
export function SceneImages({ value, label }: { value: unknown; label: string }) {
  const ids = fileIdsIn(value);
  if (ids.length === 0) return <>-</>;
  return (
    <Group gap={4} wrap="nowrap">
      {ids.map((id, i) => (
        <SceneImage key={id} id={id} alt={`${label}${i + 1}`} />
      ))}
    </Group>
  );
}
