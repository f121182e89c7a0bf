import { useUpload } from '@review-center/api-client/react';
import { Button, Spinner } from '@review-center/design-system';
import type { UploadResult } from '@review-center/domain';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { problemOf } from './problem.ts';

const Figure = styled.figure`
  margin: 0;
  display: grid;
  align-content: start;
  gap: var(--ds-space-2);
  justify-items: start;

  img {
    max-inline-size: min(100%, 24rem);
    border: 1px solid var(--ds-color-border);
  }
  /* A proof fills its column: zoomed or turned, it scrolls inside its frame. */
  .frame {
    justify-self: stretch;
    overflow: auto;
    max-block-size: 32rem;
    border: 1px solid var(--ds-color-border);
    background: var(--ds-color-surface-muted);
    display: grid;
    place-items: center;
  }
  .frame img {
    max-inline-size: 100%;
    border: none;
    transition: transform 0.15s;
  }
  .tools {
    display: flex;
    flex-wrap: wrap;
    gap: var(--ds-space-2);
  }
`;

/**
 * An uploaded file (ID picture, ticket attachment, proof of payment) fetched with the staff token
 * into an object URL, released with the component: no upload has a public address
 * (docs/architecture.md#uploads). A proof is zoomed and turned until its figures can be read.
 */
export function AuthorizedFile({
  file,
  label,
  zoomable,
}: {
  file: UploadResult;
  label: string;
  /** Zoom and rotate the image in a frame (a proof of payment, checked closely). */
  zoomable?: boolean;
}) {
  const upload = useUpload(file.id);
  const [url, setUrl] = useState<string | null>(null);
  const [zoom, setZoom] = useState(1);
  const [turns, setTurns] = useState(0);

  useEffect(() => {
    if (!upload.data) return;
    const objectUrl = URL.createObjectURL(upload.data);
    // The object URL is owned by this effect: made for the file, released with it.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [upload.data]);

  const name = `${label}: ${file.filename}`;
  const image = upload.data?.type.startsWith('image/') ? (
    <img
      src={url ?? undefined}
      alt={name}
      style={zoomable ? { transform: `rotate(${turns * 90}deg) scale(${zoom})` } : {}}
    />
  ) : null;
  const tool = (text: string, onPress: () => unknown, isDisabled = false) => (
    <Button size="sm" variant="secondary" isDisabled={isDisabled} onPress={onPress}>
      {text}
    </Button>
  );
  return (
    <Figure>
      <figcaption>{name}</figcaption>
      {upload.isError ? (
        <p role="alert">This file could not load: {problemOf(upload.error)}</p>
      ) : !url ? (
        <Spinner label={`Loading ${label}`} />
      ) : zoomable ? (
        <div className="frame">{image}</div>
      ) : (
        image
      )}
      <div className="tools">
        {zoomable ? (
          <>
            {tool('Zoom in', () => setZoom((z) => Math.min(z + 0.5, 4)))}
            {tool('Zoom out', () => setZoom((z) => Math.max(z - 0.5, 1)), zoom <= 1)}
            {tool('Rotate', () => setTurns((t) => (t + 1) % 4))}
          </>
        ) : null}
        {tool(`Open ${label} full size`, () => url && window.open(url, '_blank'), !url)}
      </div>
    </Figure>
  );
}
