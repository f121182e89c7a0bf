import type { RefAttributes } from 'react';
import { Heading } from 'react-aria-components';
import styled from 'styled-components';
import { Card } from '../Card/Card.tsx';

const Profile = styled(Card)`
  align-items: center;
  gap: var(--ds-space-2);
  padding: var(--ds-space-5) var(--ds-space-4);
  border-radius: var(--ds-radius-md);
  text-align: center;

  img,
  .photo-placeholder {
    inline-size: 8rem;
    block-size: 8rem;
    border-radius: 50%;
    object-fit: cover;
    background: var(--ds-color-surface-muted);
  }
  .photo-placeholder {
    display: flex;
    align-items: center;
    justify-content: center;
    color: var(--ds-color-primary);
    font-size: var(--ds-font-size-2xl);
    font-weight: var(--ds-font-weight-bold);
  }
  h2,
  h3,
  h4 {
    margin: 0;
    font-size: var(--ds-font-size-lg);
  }
  .nickname {
    font-weight: var(--ds-font-weight-regular);
    color: var(--ds-color-text-muted);
  }
  .profession {
    margin: 0;
    color: var(--ds-color-primary);
    font-weight: var(--ds-font-weight-semibold);
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    font-size: var(--ds-font-size-sm);
    color: var(--ds-color-text-muted);
  }
`;

export interface LecturerCardProps extends RefAttributes<HTMLElement> {
  /** The photo's address; without one the initials show instead. */
  photo?: string;
  /**
   * The photo in several widths (`small.webp 128w, large.webp 384w`): a phone downloads the one
   * its screen needs for the photo's 8rem. Without it, `photo` serves every screen.
   */
  photoSrcSet?: string;
  /** Given name, shown first. */
  firstName: string;
  /** Shown in quotes between first and last name. */
  nickname?: string;
  /** Family name, shown last. */
  lastName: string;
  /** What the lecturer does, shown under the name (e.g. `Licensed Professional Teacher`). */
  profession: string;
  /** Degrees, licences and distinctions, one per line. */
  credentials: readonly string[];
  /**
   * Intrinsic size of the photo in pixels, which reserves its space before it loads (no layout shift).
   * @default 160
   */
  photoSize?: number;
  /**
   * Level of the name in the page outline.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4;
  /**
   * When the browser fetches the photo: `eager` for cards in the first screenful (the photo
   * may be the page's largest paint), `lazy` for the rest, fetched as they scroll into view.
   * @default 'lazy'
   */
  photoLoading?: 'eager' | 'lazy';
  /** A class name for the outer element, so the parent can place it (margins, grid area). */
  className?: string;
}

/**
 * A lecturer: photo, name with nickname, profession and credentials (product §2, Lecturers).
 *
 * **When to use:** The Lecturers page and the home page's Lecturers section: one card per
 * lecturer, in a list.
 *
 * **When not to:** For staff contact details or reviewee profiles: it is a public presentation
 * card.
 *
 * **Accessibility:** The photo has empty alternative text, because the name is right below it;
 * without a photo the initials are decorative (`aria-hidden`).
 */
export function LecturerCard({
  photo,
  photoSrcSet,
  firstName,
  nickname,
  lastName,
  profession,
  credentials,
  photoSize = 160,
  headingLevel = 3,
  photoLoading = 'lazy',
  className,
  ref,
}: LecturerCardProps) {
  return (
    <Profile elementType="article" className={className} ref={ref}>
      {photo ? (
        // The name is right below, so the photo needs no text of its own (alt="").
        <img
          src={photo}
          srcSet={photoSrcSet}
          sizes={photoSrcSet ? '8rem' : undefined}
          alt=""
          width={photoSize}
          height={photoSize}
          loading={photoLoading}
        />
      ) : (
        <span className="photo-placeholder" aria-hidden="true">
          {firstName.charAt(0)}
          {lastName.charAt(0)}
        </span>
      )}
      <Heading level={headingLevel}>
        {firstName} {nickname ? <span className="nickname">“{nickname}”</span> : null} {lastName}
      </Heading>
      <p className="profession">{profession}</p>
      {credentials.length > 0 ? (
        <ul>
          {credentials.map((credential) => (
            <li key={credential}>{credential}</li>
          ))}
        </ul>
      ) : null}
    </Profile>
  );
}
