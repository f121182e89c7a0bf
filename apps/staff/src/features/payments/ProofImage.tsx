import { Button, Spinner } from '@review-center/design-system';
import type { UploadResult } from '@review-center/domain';
import { useState } from 'react';
import styled from 'styled-components';
import { useUploadUrl } from '../../app/AuthorizedFile.tsx';
import { problemOf } from '../../app/problem.ts';

const Figure = styled.figure`
  margin: 0;
  display: grid;
  align-content: start;
  gap: var(--ds-space-2);

  .frame {
    overflow: auto;
    max-block-size: 32rem;
    border: 1px solid var(--ds-color-border);
    background: var(--ds-color-surface-muted);
    display: grid;
    place-items: center;
  }
  img {
    max-inline-size: 100%;
    transition: transform 0.15s;
  }
  .tools {
    display: flex;
    flex-wrap: wrap;
    gap: var(--ds-space-2);
  }
`;

/**
 * One proof image, fetched with the staff member's token into an object URL: the file is never
 * at a public address (docs/architecture.md#uploads), and the URL dies with the page.
 */
export function ProofImage({ file, index }: { file: UploadResult; index: number }) {
  const { upload, url } = useUploadUrl(file.id);
  const [zoom, setZoom] = useState(1);
  const [turns, setTurns] = useState(0);

  const name = `Proof ${index + 1}: ${file.filename}`;
  return (
    <Figure>
      <figcaption>{name}</figcaption>
      <div className="frame">
        {upload.isError ? (
          <p role="alert">This image could not load: {problemOf(upload.error)}</p>
        ) : url ? (
          <img src={url} alt={name} style={{ transform: `rotate(${turns * 90}deg) scale(${zoom})` }} />
        ) : (
          <Spinner label={`Loading ${name}`} />
        )}
      </div>
      <div className="tools">
        <Button size="sm" variant="secondary" onPress={() => setZoom((z) => Math.min(z + 0.5, 4))}>
          Zoom in
        </Button>
        <Button
          size="sm"
          variant="secondary"
          isDisabled={zoom <= 1}
          onPress={() => setZoom((z) => Math.max(z - 0.5, 1))}
        >
          Zoom out
        </Button>
        <Button size="sm" variant="secondary" onPress={() => setTurns((t) => (t + 1) % 4)}>
          Rotate
        </Button>
        <Button size="sm" variant="secondary" isDisabled={!url} onPress={() => url && window.open(url, '_blank')}>
          Open full size
        </Button>
      </div>
    </Figure>
  );
}
