import { useUpload } from '@review-center/api-client/react';
import { Button, Spinner } from '@review-center/design-system';
import type { UploadResult } from '@review-center/domain';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { problemOf } from './problem.ts';

const Figure = styled.figure`
  margin: 0;
  display: grid;
  gap: var(--ds-space-2);
  justify-items: start;

  img {
    max-inline-size: min(100%, 24rem);
    border: 1px solid var(--ds-color-border);
  }
`;

/**
 * An uploaded file (ID picture, ticket attachment) fetched with the staff token into an object
 * URL, released with the component: no upload has a public address (docs/architecture.md#uploads).
 */
export function AuthorizedFile({ file, label }: { file: UploadResult; label: string }) {
  const { upload, url } = useUploadUrl(file.id);
  return (
    <Figure>
      <figcaption>
        {label}: {file.filename}
      </figcaption>
      {upload.isError ? (
        <p role="alert">This file could not load: {problemOf(upload.error)}</p>
      ) : !url ? (
        <Spinner label={`Loading ${label}`} />
      ) : upload.data?.type.startsWith('image/') ? (
        <img src={url} alt={`${label}: ${file.filename}`} />
      ) : null}
      <Button size="sm" variant="secondary" isDisabled={!url} onPress={() => url && window.open(url, '_blank')}>
        Open {label} full size
      </Button>
    </Figure>
  );
}

/**
 * An upload fetched with the staff token, and an object URL for it, made for the file and
 * released with the component (a URL made during render would leak under StrictMode).
 */
export function useUploadUrl(id: string) {
  const upload = useUpload(id);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!upload.data) return;
    const objectUrl = URL.createObjectURL(upload.data);
    // The object URL is a resource outside React that this effect owns.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [upload.data]);
  return { upload, url };
}
